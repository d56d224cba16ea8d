import { AGENTS_INDEX_PATH } from '../../shared/agents/agentFiles';
import { useTranslate } from '../app/PageContext';
import styles from './SkipLink.module.css';

/**
 * The line that tells a coding agent reading the page where the docs' Markdown index is (the
 * llms.txt convention's "directive"). It sits in the header, so it comes before the article in the
 * HTML, and, like the skip link, it stays out of sight until a keyboard reaches it: a person may
 * see it, but it takes no room on the page.
 */
export function AgentsIndexLink() {
  const t = useTranslate();
  return (
    <a href={AGENTS_INDEX_PATH} className={styles.skipLink}>
      {t('appFrame.agentsIndex')}
    </a>
  );
}
