import * as React from 'react';
import { useRouter } from 'next/router';
import { navTree } from '../../shared/nav/siteNav';
import { drawerTreeFor } from '../../shared/nav/drawerScope';
import { withTrailingSlash } from '../../shared/nav/routes';
import styles from './NavDrawer.module.css';
import { NavDrawerItem } from './NavDrawerItem';
import { KeptServerHtml, useMountedByHydration } from './KeptServerHtml';
import { markKeptNavPage } from './keptNav';
import { usePageContext } from '../app/PageContext';
import { clientRouteOfClick, clientRouteOfLink } from '../utils/clientRoute';

/**
 * The pages of the nav tree as nested links (every group, but another product's group as one link
 * to it: drawerScope.ts): drawn once, as the column or the mobile drawer
 * (NavDrawer.tsx). On a served page the links stay the server's HTML, which React neither
 * hydrates nor owns: up to 500 elements (130 links, 15 groups on a grid page) that never change,
 * a part of the blocking time of starting a guide page's code on a phone. The drawer itself answers
 * without script (`<details>`, `popover`); `markKeptNavPage` moves the current page's mark as the
 * reader moves on, and a click on a link navigates on the client as `next/link` does. Mounted in
 * the browser (a move from the playground, a test), React draws the links itself.
 */
export function NavTree() {
  const { t, activePage, productId } = usePageContext();
  const hydrated = useMountedByHydration();
  // The server drew the drawer of one product; a move to another product's page draws that
  // product's drawer with React from then on (kept HTML, once dropped, cannot come back).
  const [keptProduct] = React.useState(productId);
  const [leftKeptProduct, setLeftKeptProduct] = React.useState(false);
  if (productId !== keptProduct && !leftKeptProduct) setLeftKeptProduct(true);
  const kept = hydrated && !leftKeptProduct && productId === keptProduct;
  const router = useRouter();
  const list = React.useRef<HTMLDivElement>(null);
  const current = activePage && withTrailingSlash(activePage.pathname);
  React.useEffect(() => {
    if (kept && list.current) markKeptNavPage(list.current, current);
  }, [kept, current]);
  const tree = React.useMemo(() => drawerTreeFor(navTree, productId), [productId]);
  const links = (
    <ul className={styles.list}>
      {tree.map((page) => (
        <NavDrawerItem key={page.pathname} page={page} depth={0} />
      ))}
    </ul>
  );
  const linkOf = (event: React.SyntheticEvent) => (event.target as Element).closest('a[href]');
  const onClick = (event: React.MouseEvent) => {
    const route = clientRouteOfClick(event, linkOf(event));
    if (!route) return;
    event.preventDefault();
    void router.push(route);
  };
  // As `next/link` does on hover or touch: the page's code and data are on the way before the click.
  const prefetched = React.useRef(new Set<string>());
  const onPointerOver = (event: React.PointerEvent) => {
    const route = clientRouteOfLink(linkOf(event));
    if (!route || prefetched.current.has(route)) return;
    prefetched.current.add(route);
    router.prefetch(route).catch(() => {});
  };
  return (
    <nav aria-label={t('navLabel')} className={styles.tree}>
      {kept ? (
        <KeptServerHtml ref={list} onClick={onClick} onPointerOver={onPointerOver}>
          {links}
        </KeptServerHtml>
      ) : (
        <div>{links}</div>
      )}
    </nav>
  );
}
