import type { CDPSession, Page } from '@playwright/test';
import { blockingTouchListeners, firstBox, markFirst, topBelowQuarter } from '../../scripts/lib/firstTouch/pageReads';
import { waitForWall } from '../../scripts/lib/firstTouch/touchAnswers';
import { wheelTo } from '../../scripts/lib/firstTouch/touchGestures';
import { DEMO_LIVE } from '../../src/client/boot/demoClickReplay';
import { expect, test } from './fixtures';

// A touchstart or touchmove listener that is not passive makes every touch wait for the page's
// thread, and while a finger rests on the page Chromium holds the page's timers back for up to
// 100 ms (x-charts answers a press with a 50 ms timer). Neither our code nor the demos' packages
// register one; these tests read the page's listeners through DevTools, before anything of
// Playwright's own is installed in it (its locators add such listeners: the last test).

test.use({ hasTouch: true, isMobile: true, viewport: { width: 412, height: 823 } });

/** Polls by plain evaluation (no waitForFunction: see above) until the page's first demo is live. */
async function firstDemoLive(page: Page) {
  await expect
    .poll(() => page.evaluate((live) => document.documentElement.getAttribute('data-hydrated') === 'true' && document.querySelector(`[data-demo][${live}]`) !== null, DEMO_LIVE), {
      message: 'the page hydrates and its first demo comes alive',
    })
    .toBe(true);
}

async function session(page: Page): Promise<CDPSession> {
  return page.context().newCDPSession(page);
}

for (const route of ['/x/react-charts/bars/', '/x/react-data-grid/sorting/', '/x/react-date-pickers/date-picker/', '/x/react-tree-view/rich-tree-view/items/']) {
  test(`${route} registers no blocking touch listener, its demos live`, async ({ page }) => {
    const cdp = await session(page);
    await page.goto(route);
    await wheelTo(page, '[data-demo]');
    await firstDemoLive(page);
    expect(await blockingTouchListeners(cdp, { everywhere: true })).toEqual([]);
  });
}

test("the bench's first-touch reads leave no blocking touch listener, where Playwright's locators do", async ({ page }) => {
  const cdp = await session(page);
  await page.goto('/x/react-charts/bars/');
  // What a sample does before its touch: find, scroll to, measure and mark the demo, and read the watcher's answer.
  expect(await markFirst(page, '[data-demo]', 'data-bench-demo')).toBe(true);
  await wheelTo(page, '[data-bench-demo]');
  // Where the demo rests is not asked here (the page's code starting on the scroll can move it): only that the reads answer.
  expect(Number.isFinite(await topBelowQuarter(page, '[data-bench-demo]'))).toBe(true);
  expect((await firstBox(page, '[data-bench-demo]'))?.width).toBeGreaterThan(0);
  await page.evaluate(() => Object.assign(window, { __touchAnswer: 1234 }));
  expect(await waitForWall(page, '__touchAnswer')).toBe(1234);
  expect(await blockingTouchListeners(cdp)).toEqual([]);

  await page.locator('[data-bench-demo]').boundingBox();
  expect(await blockingTouchListeners(cdp)).toContain('touchstart');
});
