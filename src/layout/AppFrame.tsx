import * as React from 'react';
import Box from '@mui/material/Box';
import { AppHeader } from './AppHeader';
import { BackToTop } from './BackToTop';
import { LazySettingsDrawer, loadSettingsDrawer, useOnceOpened } from './lazyParts';
import { NAV_WIDTH, NavDrawer } from './NavDrawer';
import { SkipLink } from './SkipLink';

/** Header, navigation, settings and the main landmark shared by every page. */
export function AppFrame({ children }: { children: React.ReactNode }) {
  const [navOpen, setNavOpen] = React.useState(false);
  const [settingsOpen, setSettingsOpen] = React.useState(false);
  const settingsMounted = useOnceOpened(settingsOpen);

  // Lets tests and tooling tell a server-rendered page from a hydrated, interactive one.
  React.useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);

  return (
    <>
      <SkipLink />
      <AppHeader
        onOpenNav={() => setNavOpen(true)}
        onOpenSettings={() => setSettingsOpen(true)}
        onPreloadSettings={() => void loadSettingsDrawer()}
      />
      <NavDrawer mobileOpen={navOpen} onMobileClose={() => setNavOpen(false)} />
      {settingsMounted ? (
        <React.Suspense fallback={null}>
          <LazySettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
        </React.Suspense>
      ) : null}
      <Box
        component="main"
        id="main-content"
        tabIndex={-1}
        sx={{
          pt: 'var(--docs-header-height)',
          ml: { lg: `${NAV_WIDTH}px` },
          minHeight: '100vh',
          outline: 'none',
        }}
      >
        {children}
      </Box>
      <BackToTop />
    </>
  );
}
