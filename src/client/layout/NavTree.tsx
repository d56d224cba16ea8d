import { pages } from '../../shared/nav/siteNav';
import styles from './NavDrawer.module.css';
import { NavDrawerItem } from './NavDrawerItem';
import { useTranslate } from '../app/PageContext';

/** Every page of the nav tree as nested links: the permanent column and the mobile drawer both draw it. */
export function NavTree({ onNavigate }: { onNavigate?: () => void }) {
  const t = useTranslate();
  return (
    <nav aria-label={t('navLabel')} className={styles.tree}>
      <ul className={styles.list}>
        {pages.map((page) => (
          <NavDrawerItem key={page.pathname} page={page} depth={0} onNavigate={onNavigate} />
        ))}
      </ul>
    </nav>
  );
}
