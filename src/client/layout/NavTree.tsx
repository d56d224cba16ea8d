import { pages } from '../../shared/nav/siteNav';
import styles from './NavDrawer.module.css';
import { NavDrawerItem } from './NavDrawerItem';
import { useTranslate } from '../app/PageContext';

/** Every page of the nav tree as nested links: drawn once, as the column or the mobile drawer (NavDrawer.tsx). */
export function NavTree() {
  const t = useTranslate();
  return (
    <nav aria-label={t('navLabel')} className={styles.tree}>
      <ul className={styles.list}>
        {pages.map((page) => (
          <NavDrawerItem key={page.pathname} page={page} depth={0} />
        ))}
      </ul>
    </nav>
  );
}
