// The bench's first-touch section: the shell taps on our four page kinds and, with `--peers`, on
// the peer sites in the same run, then the scroll to a demo and the taps on demos, ours alone.
import { NAV_DRAWER_ID, SETTINGS_PANEL_ID, VERSION_MENU_ID } from '../../../src/shared/nav/shellIds';
import { measureDemoAppearance } from '../firstTouch/demoAppearance';
import { measureDemoTaps } from '../firstTouch/demoTaps';
import { measureFirstTouch } from '../firstTouch/measureFirstTouch';
import type { TouchFigures } from '../firstTouch/touchAnswers';
import type { TouchSite } from '../firstTouch/touchTaps';
import { servePeers } from '../peerSites';
import { LIGHTHOUSE_PAGES } from './benchRoutes';

/** `--touch-runs=N`, `--peers` and `--touch-only=<text>`. */
export interface TouchOptions {
  runs: number;
  peers: boolean;
  only: string;
}

/** Our four page kinds as the first-touch section taps them. */
const touchSite = (origin: string): TouchSite => ({
  name: 'ours',
  origin,
  pages: LIGHTHOUSE_PAGES,
  selectors: {
    menu: `header button[popovertarget="${NAV_DRAWER_ID}"]`,
    search: '[data-testid="search-button"]',
    next: 'a[rel="next"]',
    settings: '[data-testid="settings-button"]',
    rightToLeft: `#${SETTINGS_PANEL_ID} label:has(input[value="rtl"])`,
    dark: `#${SETTINGS_PANEL_ID} label:has(input[value="dark"])`,
    version: `header button[popovertarget="${VERSION_MENU_ID}"]`,
  },
  answers: {
    settings: `#${SETTINGS_PANEL_ID} label`,
    rightToLeft: `#${SETTINGS_PANEL_ID} label:has(input[value="rtl"]:checked)`,
    dark: `#${SETTINGS_PANEL_ID} label:has(input[value="dark"]:checked)`,
    version: `#${VERSION_MENU_ID} a`,
  },
});

/** First touch on our pages and, with `--peers`, on the peer sites in the same run. */
export async function runFirstTouch(origin: string, { runs, peers: withPeers, only }: TouchOptions): Promise<TouchFigures> {
  const peers = withPeers ? await servePeers(4490) : null;
  try {
    const progress = (what: string) => console.log(`  ${what}`);
    const figures = await measureFirstTouch([touchSite(origin), ...(peers?.sites ?? [])], runs, progress, only);
    // Scrolling to a demo is ours alone: the peers' pages have no live demos.
    const demoFigures = {
      ...('scroll to a demo'.includes(only) ? (await measureDemoAppearance(origin, runs, progress)).ours : {}),
      ...(await measureDemoTaps(origin, runs, progress, only)).ours,
    };
    // A run of shell taps alone gets no empty column of demo figures.
    if (Object.keys(demoFigures).length > 0) Object.assign((figures.ours ??= {}), demoFigures);
    return figures;
  } finally {
    peers?.stop();
  }
}
