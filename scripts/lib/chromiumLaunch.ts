// How every Playwright-driven Chromium of the project is launched: the tests, the bench. Debian's
// Chromium (CHROMIUM_PATH, src/shared/site/settings.ts), never a downloaded build (only package
// registries answer here), with the flags of chromium.json that keep it from calling home, and with the browser's own UI kept from competing
// with the page for the two cores.
import chromium from './chromium.json';
import { toolSettings } from '../../src/shared/site/settings';

/**
 * The Chromium features Playwright turns off by default (`disabledFeatures` in playwright-core's
 * chromiumSwitches). Chromium keeps only the last `--disable-features` it is given, so turning off
 * one more feature means passing this whole list again and dropping Playwright's own copy of the
 * flag. test/unit/scripts/lib/chromiumLaunch.test.ts holds this list to the installed playwright-core.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Turned off on top of Playwright's list. Headless Chromium builds its hidden window's address-bar
 * popups as web pages: with every new tab it loads them (about 60 chrome:// scripts, a renderer of
 * their own) beside the page under test. That made opening a page 100 ms slower and loading one
 * 180 ms slower on an idle machine here (median of 9), and an e2e test opens one or more.
 */
export const OUR_DISABLED_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

const disableFeatures = (features: readonly string[]) => `--disable-features=${features.join(',')}`;

export interface ChromiumLaunch {
  executablePath: string;
  args: string[];
  ignoreDefaultArgs: string[];
}

/** Options for Playwright's `chromium.launch` (and `use.launchOptions`), with `extraArgs` after the project's flags. */
export function chromiumLaunch(extraArgs: readonly string[] = []): ChromiumLaunch {
  return {
    executablePath: toolSettings.CHROMIUM_PATH,
    args: [...chromium.flags, disableFeatures([...PLAYWRIGHT_DISABLED_FEATURES, ...OUR_DISABLED_FEATURES]), ...extraArgs],
    ignoreDefaultArgs: [disableFeatures(PLAYWRIGHT_DISABLED_FEATURES)],
  };
}
