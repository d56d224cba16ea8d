import * as React from 'react';
import Box from '@mui/material/Box';
import { AppHeader } from './AppHeader';
import { BackToTop } from './BackToTop';
import { NAV_WIDTH, NavDrawer } from './NavDrawer';
import { SettingsDrawer } from './SettingsDrawer';
import { SkipLink } from './SkipLink';

/** Header, navigation, settings and the main landmark shared by every page. */
export function AppFrame({ children }: { children: React.ReactNode }) {
  const [navOpen, setNavOpen] = React.useState(false);
  const [settingsOpen, setSettingsOpen] = React.useState(false);

  // Lets tests and tooling tell a server-rendered page from a hydrated, interactive one.
  React.useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);

  return (
    <>
      <SkipLink />
      <AppHeader onOpenNav={() => setNavOpen(true)} onOpenSettings={() => setSettingsOpen(true)} />
      <NavDrawer mobileOpen={navOpen} onMobileClose={() => setNavOpen(false)} />
      <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
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
