import * as React from 'react';
import Box from '@mui/material/Box';
import { pages } from '../nav/site';
import { LazyMobileNavDrawer, useOnceOpened } from './lazyParts';
import { ItemList, NavDrawerItem } from './NavDrawerItem';
import { usePageContext, useTranslate } from './PageContext';
import { cssVars } from '../theme/cssVars';

export const NAV_WIDTH = 300;

export function NavTree({ onNavigate }: { onNavigate?: () => void }) {
  const t = useTranslate();
  return (
    <Box component="nav" aria-label={t('navLabel')} sx={{ px: 1.5, pb: 4 }}>
      <ItemList>
        {pages.map((page) => (
          <NavDrawerItem key={page.pathname} page={page} depth={0} onNavigate={onNavigate} />
        ))}
      </ItemList>
    </Box>
  );
}

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
      <Box
        ref={scroller}
        data-testid="nav-drawer"
        sx={(theme) => ({
          display: { xs: 'none', lg: 'block' },
          position: 'fixed',
          top: 'var(--docs-header-height)',
          bottom: 0,
          left: 0,
          width: NAV_WIDTH,
          overflowY: 'auto',
          pt: 1,
          borderRight: `1px solid ${cssVars(theme).palette.divider}`,
          bgcolor: 'background.default',
        })}
      >
        <NavTree />
      </Box>
      {mobileMounted ? (
        <React.Suspense fallback={null}>
          <LazyMobileNavDrawer open={mobileOpen} onClose={onMobileClose} />
        </React.Suspense>
      ) : null}
    </>
  );
}
