// The phone every first-touch sample runs on, each in a fresh browser context: the profile of
// ../shared/reference/perf-traces.md, and a page on it that the watcher (touchWatcher.ts) times.
// Its network is not emulated here: the sites are served through phoneLink.ts, which also slows
// what the browser fetches on a page's behalf.
import type { BrowserContext } from '@playwright/test';
import { WATCHER, type Goal } from './touchWatcher';

export const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

/** A page of a fresh phone context, on the phone's CPU, with the watcher waiting for `goal` in every document. */
export async function phonePage(context: BrowserContext, goal: Goal) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(`(${WATCHER})(${JSON.stringify(goal)})`);
  return { page, cdp };
}
