// The bench's "first touch" section: what a reader on a mid-range phone waits for, from a tap to
// the visible answer, on our pages and, in the same run, on the VitePress and Starlight sites of
// ../shared/peers (built by `npm run bench -- --peers`). Lighthouse cannot see this: our pages run
// no code while they load, so its window closes before the code that answers a tap has run.
//
// Every sample is a fresh browser context on the phone (phoneProfile.ts), watched from before the
// page's own scripts (touchWatcher.ts). This times the taps on the shell (touchTaps.ts); a scroll to
// a demo is timed by demoAppearance.ts, a tap on a demo by demoTaps.ts. A tap that leaves the page
// is sampled by leavingTap.ts, where the browser may show a page rendered ahead.
import { chromium, type Browser } from '@playwright/test';
import { sampleLeavingTap } from './leavingTap';
import { chromiumLaunch } from '../chromiumLaunch';
import { PHONE, phonePage } from './phoneProfile';
import { medianOf, RUNS, waitForWall, type TouchFigures } from './touchAnswers';
import { tapOn } from './touchGestures';
import { TAPS, type TouchSite } from './touchTaps';
import type { Goal } from './touchWatcher';

/** A second tap a second after the first, in what the first opened. */
const SECOND_TAP_AFTER_MS = 1000;

/** One tap on a fresh phone: load, wait `afterMs`, tap (then `then`, if given), and time the answer to the last tap. */
async function sample(browser: Browser, url: string, afterMs: number, goal: Goal, selector: string, then?: string): Promise<number | null> {
  const context = await browser.newContext(PHONE);
  try {
    const { page, cdp } = await phonePage(context, goal);
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForTimeout(afterMs);
    let tappedAt = await tapOn(page, cdp, selector);
    if (then) {
      await page.waitForTimeout(SECOND_TAP_AFTER_MS);
      tappedAt = await tapOn(page, cdp, then);
    }
    let focused: number | null = null;
    if (goal.kind === 'field' || goal.kind === 'results') {
      focused = await waitForWall(page, '__fieldAnswer');
      if (goal.kind === 'results' && focused !== null) await page.keyboard.type(goal.word, { delay: 60 });
    }
    const answered = goal.kind === 'field' ? focused : await waitForWall(page, '__touchAnswer');
    return answered === null ? null : Math.round(answered - tappedAt);
  } finally {
    await context.close();
  }
}

/** Every tap (or those whose label has `only`) on every page of every site, median of `runs`; `onProgress` names each as it starts. */
export async function measureFirstTouch(sites: TouchSite[], runs = RUNS, onProgress: (what: string) => void = () => {}, only = ''): Promise<TouchFigures> {
  const browser = await chromium.launch(chromiumLaunch());
  const figures: TouchFigures = {};
  try {
    for (const tap of TAPS.filter((candidate) => candidate.label.includes(only))) {
      for (const site of sites) {
        const selector = site.selectors[tap.selector];
        const then = tap.then && site.selectors[tap.then];
        // A site without the control (a peer with no settings panel) has no figure for it.
        if (!selector || (tap.then && !then)) continue;
        const shows = tap.answer && site.answers?.[tap.answer];
        if (tap.answer && !shows) continue;
        const goal: Goal = shows ? { kind: 'shown', target: shows } : tap.goal;
        for (const [kind, route] of Object.entries(site.pages)) {
          const column = `${site.name}, ${kind}`;
          onProgress(`${tap.label}: ${column}`);
          const url = `${site.origin}${route}`;
          (figures[column] ??= {})[tap.label] =
            tap.selector === 'next'
              ? await medianOf(runs, () => sampleLeavingTap(url, tap.afterMs, goal, selector))
              : await medianOf(runs, () => sample(browser, url, tap.afterMs, goal, selector, then));
        }
      }
    }
  } finally {
    await browser.close();
  }
  return figures;
}
