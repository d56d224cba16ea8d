// The first touch's taps on the site's shell (menu, search, version menu, settings, next page), and
// what a site must name for them: its controls and, for a tap that shows something, its answer.
import type { Goal } from './touchWatcher';

export interface TouchSite {
  name: string;
  origin: string;
  /** Page kind → route. */
  pages: Record<string, string>;
  selectors: {
    /** The header's menu button (phone layout). */
    menu: string;
    /** The header's search button. */
    search: string;
    /** The link to the next page, at the foot of the article. */
    next: string;
    /** The header's settings button, where the site has a settings panel. */
    settings?: string;
    /** In the open settings panel, the choice that turns the page right to left. */
    rightToLeft?: string;
    /** In the open settings panel, the dark mode's choice. */
    dark?: string;
    /** The header's version menu button, where the site has one. */
    version?: string;
  };
  /** What a tap that shows something is answered with: the first match on screen and on top. */
  answers?: {
    /** The settings panel's choices. */
    settings: string;
    /** The right-to-left choice, shown picked. */
    rightToLeft: string;
    /** The dark mode's choice, shown picked. */
    dark: string;
    /** The version menu's entries. */
    version: string;
  };
}

/** A word every site's content has a page about. */
export const SEARCH_WORD = 'localization';

/** The taps of the issue, each after three delays; ours on every page kind, a peer on its one page. */
const RIGHT_TO_LEFT: Goal = { kind: 'turned', attribute: 'dir', value: 'rtl' };
const DARK: Goal = { kind: 'turned', attribute: 'data-mui-color-scheme', value: 'dark' };

/** `answer`: for a `shown` goal, which of the site's answers shows it (the settings panel's by default). */
export const TAPS: { label: string; goal: Goal; answer?: keyof NonNullable<TouchSite['answers']>; afterMs: number; selector: keyof TouchSite['selectors']; then?: keyof TouchSite['selectors'] }[] = [
  { label: 'menu → drawer links, 1 s', goal: { kind: 'menu' }, afterMs: 1000, selector: 'menu' },
  { label: 'menu, 6 s', goal: { kind: 'menu' }, afterMs: 6000, selector: 'menu' },
  { label: 'menu, 15 s', goal: { kind: 'menu' }, afterMs: 15_000, selector: 'menu' },
  { label: 'search → focused field, 1 s', goal: { kind: 'field' }, afterMs: 1000, selector: 'search' },
  { label: `search → results for “${SEARCH_WORD}”, 1 s`, goal: { kind: 'results', word: SEARCH_WORD }, afterMs: 1000, selector: 'search' },
  { label: 'search → results, 15 s', goal: { kind: 'results', word: SEARCH_WORD }, afterMs: 15_000, selector: 'search' },
  { label: 'version menu → its versions, 1 s', goal: { kind: 'shown', target: '' }, answer: 'version', afterMs: 1000, selector: 'version' },
  { label: 'settings → its choices, 1 s', goal: { kind: 'shown', target: '' }, answer: 'settings', afterMs: 1000, selector: 'settings' },
  { label: 'settings, 6 s', goal: { kind: 'shown', target: '' }, answer: 'settings', afterMs: 6000, selector: 'settings' },
  { label: 'settings → right to left, page mirrored, 1 s', goal: RIGHT_TO_LEFT, afterMs: 1000, selector: 'settings', then: 'rightToLeft' },
  { label: 'settings → right to left, choice shown, 12 s', goal: { kind: 'shown', target: '' }, answer: 'rightToLeft', afterMs: 12_000, selector: 'settings', then: 'rightToLeft' },
  { label: 'settings → right to left, page mirrored, 12 s', goal: RIGHT_TO_LEFT, afterMs: 12_000, selector: 'settings', then: 'rightToLeft' },
  { label: 'settings → dark, choice shown, 12 s', goal: { kind: 'shown', target: '' }, answer: 'dark', afterMs: 12_000, selector: 'settings', then: 'dark' },
  { label: 'settings → dark, page dark, 12 s', goal: DARK, afterMs: 12_000, selector: 'settings', then: 'dark' },
  { label: 'next page → its title, 1 s', goal: { kind: 'title' }, afterMs: 1000, selector: 'next' },
  { label: 'next page, 6 s', goal: { kind: 'title' }, afterMs: 6000, selector: 'next' },
];
