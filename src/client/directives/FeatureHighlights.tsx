import type { FeatureHighlightsProps } from '../../shared/directives/directiveProps';
import styles from './FeatureHighlights.module.css';

/** Cards that each lead to a guide: a title (the link), one sentence. */
export function FeatureHighlights({ items }: FeatureHighlightsProps) {
  return (
    <ul className={styles.grid}>
      {items.map((item) => (
        <li key={`${item.href} ${item.title}`} className={styles.card}>
          <a className={styles.title} href={item.href}>
            {item.title}
            <svg className="docs-flip-rtl" aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="18" height="18">
              <path d="M12 4l-1.41 1.41L16.17 11H4v2h12.17l-5.58 5.59L12 20l8-8z" fill="currentColor" />
            </svg>
          </a>
          <p className={styles.text}>{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
