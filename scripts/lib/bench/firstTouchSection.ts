// The bench's first-touch section: the shell taps on our four page kinds and, with `--peers`, on
// the peer sites in the same run, then the scroll to a demo and the taps on demos: ours, and each
// tap a package answers also on its demo alone (demoAlone.ts).
import { NAV_DRAWER_ID, SETTINGS_PANEL_ID, VERSION_MENU_ID } from '../../../src/shared/nav/shellIds';
import { measureDemoAppearance } from '../firstTouch/demoAppearance';
import { ALONE_COLUMN, measureDemoTaps } from '../firstTouch/demoTaps';
import { measureFirstTouch } from '../firstTouch/measureFirstTouch';
import { PHONE_LINK, withPhoneLink } from '../firstTouch/phoneLink';
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

/** Each site behind a phone link of its own: the sites are measured one after the other. */
async function behindPhoneLinks<T>(sites: TouchSite[], measure: (linked: TouchSite[]) => Promise<T>, linked: TouchSite[] = []): Promise<T> {
  const [site, ...rest] = sites;
  if (!site) return measure(linked);
  return withPhoneLink(site.origin, PHONE_LINK, (origin) => behindPhoneLinks(rest, measure, [...linked, { ...site, origin }]));
}

/** First touch on our pages and, with `--peers`, on the peer sites in the same run. */
export async function runFirstTouch(served: string, { runs, peers: withPeers, only }: TouchOptions): Promise<TouchFigures> {
  const peers = withPeers ? await servePeers(4490) : null;
  try {
    return await behindPhoneLinks([touchSite(served), ...(peers?.sites ?? [])], ([ours, ...peerSites]) => measureAll(ours, peerSites, runs, only));
  } finally {
    peers?.stop();
  }
}

async function measureAll(ours: TouchSite, peerSites: TouchSite[], runs: number, only: string): Promise<TouchFigures> {
  const progress = (what: string) => console.log(`  ${what}`);
  const figures = await measureFirstTouch([ours, ...peerSites], runs, progress, only);
  // Scrolling to a demo is ours alone: the peers' pages have no live demos.
  const taps = await measureDemoTaps(ours.origin, runs, progress, only);
  const demoFigures = {
    ...('scroll to a demo'.includes(only) ? (await measureDemoAppearance(ours.origin, runs, progress)).ours : {}),
    ...taps.ours,
  };
  // A run of shell taps alone gets no empty column of demo figures.
  if (Object.keys(demoFigures).length > 0) Object.assign((figures.ours ??= {}), demoFigures);
  if (taps[ALONE_COLUMN]) figures[ALONE_COLUMN] = taps[ALONE_COLUMN];
  return figures;
}
