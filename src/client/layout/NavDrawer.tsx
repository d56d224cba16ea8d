import * as React from 'react';
import styles from './NavDrawer.module.css';
import { NavTree } from './NavTree';
import { usePageContext } from '../app/PageContext';
import { NAV_BACKDROP_ATTRIBUTE, NAV_DRAWER_ID } from '../../shared/nav/shellIds';

/** Brings the active link into the middle of the drawer without moving the page itself. */
function useScrollActiveIntoView(container: React.RefObject<HTMLElement | null>, pathname: string) {
  React.useEffect(() => {
    const scroller = container.current;
    const active = scroller?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!scroller || !active) return;
    const box = scroller.getBoundingClientRect();
    const item = active.getBoundingClientRect();
    if (item.top >= box.top && item.bottom <= box.bottom) return;
    scroller.scrollBy({ top: item.top - box.top - box.height / 2 });
  }, [container, pathname]);
}

/**
 * One element for both layouts, chosen by CSS so the server HTML is already right: a permanent
 * column from `lg` up, and below it a popover the header's menu button opens with no script
 * (`popovertarget`), so it answers a tap before the page's code has arrived. The browser gives it
 * light dismiss and Escape. Where the inline loader runs, it opens the drawer itself, laid out in
 * advance, and gives it the same (src/client/boot/navDrawerOpener.ts): the backdrop after it is the
 * loader's, for a drawer that is not in the top layer.
 */
export function NavDrawer() {
  const { pathname } = usePageContext();
  const scroller = React.useRef<HTMLDivElement>(null);
  useScrollActiveIntoView(scroller, pathname);

  return (
    <>
      <div ref={scroller} id={NAV_DRAWER_ID} popover="auto" tabIndex={-1} data-testid="nav-drawer" className={styles.column}>
        <NavTree />
      </div>
      <div className={styles.backdrop} {...{ [NAV_BACKDROP_ATTRIBUTE]: '' }} aria-hidden="true" />
    </>
  );
}
