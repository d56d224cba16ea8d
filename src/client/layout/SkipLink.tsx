import { useTranslate } from '../app/PageContext';
import styles from './SkipLink.module.css';

/** First focusable element of every page: jumps over the header and the drawer. Its style, out of sight until focused, is also the agents' index link's (AgentsIndexLink.tsx). */
export function SkipLink() {
  const t = useTranslate();
  return (
    <a href="#main-content" className={styles.skipLink}>
      {t('appFrame.skipToContent')}
    </a>
  );
}
