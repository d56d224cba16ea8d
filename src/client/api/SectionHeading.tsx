import { feedbackUrl } from '../../shared/feedback/feedbackConfig';
import { sectionCommentLabel, sectionLinkLabel } from '../../shared/headingLabels';
import { COMMENT_ICON, LINK_ICON } from '../../shared/markdownIcons';
import styles from './ApiPage.module.css';

/**
 * An `h2`/`h3` with the same anchor link and, when the feedback service is configured, the same
 * comment button the markdown headings get (the feedback widget listens for its clicks).
 */
export function SectionHeading({ level, id, text }: { level: 2 | 3; id: string; text: string }) {
  const Tag = level === 2 ? 'h2' : 'h3';
  return (
    <Tag id={id} className={level === 2 ? styles.heading : styles.subheading}>
      {text}
      <a className="anchor-link" href={`#${id}`} aria-label={sectionLinkLabel(text)} dangerouslySetInnerHTML={{ __html: LINK_ICON }} />
      {feedbackUrl ? (
        <button
          type="button"
          className="comment-link"
          data-feedback-section={id}
          aria-label={sectionCommentLabel(text)}
          dangerouslySetInnerHTML={{ __html: COMMENT_ICON }}
        />
      ) : null}
    </Tag>
  );
}
