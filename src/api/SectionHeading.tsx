import { LINK_ICON } from '../markdown/icons';
import styles from './ApiPage.module.css';

/** An `h2`/`h3` with the same anchor link the markdown headings get. */
export function SectionHeading({ level, id, text }: { level: 2 | 3; id: string; text: string }) {
  const Tag = level === 2 ? 'h2' : 'h3';
  return (
    <Tag id={id} className={level === 2 ? styles.heading : styles.subheading}>
      {text}
      <a className="anchor-link" href={`#${id}`} aria-label={`Link to section ${text}`} dangerouslySetInnerHTML={{ __html: LINK_ICON }} />
    </Tag>
  );
}
