import * as React from 'react';
import { LazyMobileNavDrawer, useOnceOpened } from './lazyParts';
import styles from './NavDrawer.module.css';
import { NavTree } from './NavTree';
import { usePageContext } from '../app/PageContext';

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

interface NavDrawerProps {
  mobileOpen: boolean;
  onMobileClose: () => void;
}

/**
 * Permanent column from `lg` up, temporary drawer below. Which one shows is decided by CSS, not by
 * a media query in JS, so the server HTML already has the right layout.
 */
export function NavDrawer({ mobileOpen, onMobileClose }: NavDrawerProps) {
  const { pathname } = usePageContext();
  const scroller = React.useRef<HTMLDivElement>(null);
  const mobileMounted = useOnceOpened(mobileOpen);
  useScrollActiveIntoView(scroller, pathname);

  return (
    <>
      <div ref={scroller} data-testid="nav-drawer" className={styles.column}>
        <NavTree />
      </div>
      {mobileMounted ? (
        <React.Suspense fallback={null}>
          <LazyMobileNavDrawer open={mobileOpen} onClose={onMobileClose} />
        </React.Suspense>
      ) : null}
    </>
  );
}
