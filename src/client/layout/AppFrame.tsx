import * as React from 'react';
import styles from './AppFrame.module.css';
import { AppHeader } from './AppHeader';
import { BackToTop } from './BackToTop';
import { NavDrawer } from './NavDrawer';
import { SettingsPanel } from './SettingsPanel';
import { SkipLink } from './SkipLink';

/**
 * Header, navigation, settings and the main landmark shared by every page.
 *
 * The drawer and the settings panel come after the article in the HTML, though the drawer is drawn
 * beside it: both are fixed or popovers, so their place in the document moves nothing on screen,
 * and the nav tree is up to 80 kB of HTML that the browser parsed before it reached the title. A
 * page opened from a link showed its title that much later on a phone. Opened from the menu
 * button, the drawer's links come next in the tab order all the same (a popover's focus follows
 * its invoker).
 */
export function AppFrame({ children }: { children: React.ReactNode }) {
  return (
    <>
      <SkipLink />
      <AppHeader />
      <main id="main-content" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <NavDrawer />
      <SettingsPanel />
      <BackToTop />
    </>
  );
}
