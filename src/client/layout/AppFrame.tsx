import * as React from 'react';
import styles from './AppFrame.module.css';
import { AppHeader } from './AppHeader';
import { BackToTop } from './BackToTop';
import { LazySettingsDrawer, loadSettingsDrawer, useOnceOpened } from './lazyParts';
import { NavDrawer } from './NavDrawer';
import { SkipLink } from './SkipLink';

/** Header, navigation, settings and the main landmark shared by every page. */
export function AppFrame({ children }: { children: React.ReactNode }) {
  const [settingsOpen, setSettingsOpen] = React.useState(false);
  const settingsMounted = useOnceOpened(settingsOpen);

  return (
    <>
      <SkipLink />
      <AppHeader
        onOpenSettings={() => setSettingsOpen(true)}
        onPreloadSettings={() => void loadSettingsDrawer()}
      />
      <NavDrawer />
      {settingsMounted ? (
        <React.Suspense fallback={null}>
          <LazySettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
        </React.Suspense>
      ) : null}
      <main id="main-content" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <BackToTop />
    </>
  );
}
