import * as React from 'react';
import styles from './AppFrame.module.css';
import { AppHeader } from './AppHeader';
import { BackToTop } from './BackToTop';
import { NavDrawer } from './NavDrawer';
import { SettingsPanel } from './SettingsPanel';
import { SkipLink } from './SkipLink';

/** Header, navigation, settings and the main landmark shared by every page. */
export function AppFrame({ children }: { children: React.ReactNode }) {
  return (
    <>
      <SkipLink />
      <AppHeader />
      <NavDrawer />
      <SettingsPanel />
      <main id="main-content" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <BackToTop />
    </>
  );
}
