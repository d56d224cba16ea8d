import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { auditPage, excusingShifts, PageRecorder, prepareContext } from '../quality/audit';
import { isMissingLicenceNotice } from '../support/pageRecorder';
import { expect, expectNoLayoutShift, test, waitForHydration } from './fixtures';

// The fake network of test/fakes/ad-network.mjs, which `npm run build:test` configures.
const NETWORK = 'http://127.0.0.1:4323';
const GUIDE = '/x/react-data-grid/pagination/';
const slot = (page: Page) => page.locator('[data-ad-slot="body-top"]');
const outcome = (page: Page) => slot(page).locator('[data-ad-outcome]');

test.beforeAll(() => {
  // Without the test build the site has no network to talk to, and every test below would fail
  // for a reason that has nothing to do with ads.
  const chunks = path.join('out', '_next', 'static', 'chunks');
  const configured = readdirSync(chunks).some((file) => file.endsWith('.js') && readFileSync(path.join(chunks, file), 'utf8').includes(`${NETWORK}/network.js`));
  if (!configured) throw new Error('out/ was not built for the ad tests: run `npm run build:test` (npm test does)');
});

interface Scenario {
  /** Placeholder delay of the network script in ms, or `never`. */
  delay?: number | 'never';
  link?: 'ordinary' | 'backers';
  feed?: 'good' | 'none' | 'fourth' | 'fail' | 'malformed' | 'wrong-types' | 'hostile';
  /** Every Math.random() of the page returns this: it decides shape, outcome and sampling. */
  draw?: number;
}

/** Sends this context's requests to the fake network with its scenario and a session of its own. */
async function useScenario(context: BrowserContext, { delay = 200, link = 'ordinary', feed = 'good', draw }: Scenario) {
  const session = randomUUID();
  await context.route(`${NETWORK}/**`, (route) => {
    const url = new URL(route.request().url());
    url.searchParams.set('session', session);
    if (url.pathname === '/network.js') {
      url.searchParams.set('delay', String(delay));
      url.searchParams.set('link', link);
    }
    if (url.pathname === '/feed.json') url.searchParams.set('scenario', feed);
    return route.continue({ url: url.href });
  });
  if (draw !== undefined) await context.addInitScript(`Math.random = () => ${draw};`);
  await prepareContext(context);
  return {
    /** What the session asked the fake network for. */
    async requests(): Promise<{ path: string; query: Record<string, string> }[]> {
      const response = await context.request.get(`${NETWORK}/__log?session=${session}`);
      return response.json();
    },
  };
}

async function adEvents(page: Page): Promise<unknown[][]> {
  return page.evaluate(() =>
    (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>)).filter((entry) => entry[1] === 'ad'),
  );
}

async function slotBox(page: Page) {
  return (await slot(page).boundingBox())!;
}

test('the network ad shows in the reserved space with label carbon', async ({ page, context, consoleProblems }) => {
  const network = await useScenario(context, { delay: 200, draw: 0.5 });
  await page.goto(GUIDE);
  // Reserved in the server HTML, before any script: 24 px margins and 126 px from `sm` up.
  const reserved = await slotBox(page);
  expect(reserved.height).toBe(126);
  expect(await slot(page).evaluate((element) => getComputedStyle(element).marginTop)).toBe('24px');
  await waitForHydration(page);
  await expect(outcome(page)).toHaveAttribute('data-ad-outcome', 'network');
  await expect(outcome(page)).toHaveAttribute('data-ga-event-label', 'carbon-body-top-image');
  await expect(slot(page).getByRole('link', { name: /preview deployment/ })).toBeVisible();
  expect(await slotBox(page)).toEqual(reserved);
  expect((await network.requests()).filter((request) => request.path === '/network.js')).toHaveLength(1);
  await expectNoLayoutShift(page);
  expect(consoleProblems.messages).toEqual([]);
});

test.describe('before the page code', () => {
  // A reader who has not touched the page: its code has not started (the fixture otherwise starts it).
  test.use({ startOnLoad: false });

  test('an untouched reader sees the ad before the page code starts, and the code does not start it again', async ({ page, context, consoleProblems }) => {
    const network = await useScenario(context, { delay: 200, draw: 0.5 });
    await page.goto(GUIDE);
    // Nobody touches the page: its code waits (src/client/boot/bootOnFirstUse.ts), the ad does not.
    await expect(outcome(page)).toHaveAttribute('data-ad-outcome', 'network');
    await expect(slot(page).getByRole('link', { name: /preview deployment/ })).toBeVisible();
    expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull();
    await waitForHydration(page);
    await page.waitForTimeout(1000);
    await expect(slot(page).locator('[data-ad-outcome]')).toHaveCount(1);
    await expect(slot(page).locator('#carbonads')).toHaveCount(1);
    expect((await network.requests()).filter((request) => request.path === '/network.js')).toHaveLength(1);
    await expectNoLayoutShift(page);
    expect(consoleProblems.messages).toEqual([]);
  });
});

test('each page view gets its own ad, also after a client-side navigation', async ({ page, context, consoleProblems }) => {
  const network = await useScenario(context, { delay: 100, draw: 0.5 });
  await page.goto(GUIDE);
  await waitForHydration(page);
  await expect(outcome(page)).toHaveAttribute('data-ad-outcome', 'network');
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await page.getByTestId('nav-drawer').getByRole('link', { name: 'Layout', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Data Grid - Layout');
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await expect(outcome(page)).toHaveAttribute('data-ad-outcome', 'network');
  await expect(slot(page).locator('#carbonads')).toHaveCount(1);
  expect((await network.requests()).filter((request) => request.path === '/network.js')).toHaveLength(2);
  expect(consoleProblems.messages).toEqual([]);
});

test('the network house ad for backers gives way to an in-house promotion (in-house-carbon)', async ({ page, context, consoleProblems }) => {
  await useScenario(context, { delay: 100, link: 'backers', draw: 0.1 });
  await page.goto(GUIDE);
  await expect(outcome(page)).toHaveAttribute('data-ga-event-label', 'in-house-carbon-body-top-inline');
  // Draw 0.1 picks the first promotion, as a line of text with the "Ad" badge.
  const promotion = slot(page).getByRole('link', { name: /ScaffoldHub/ });
  await expect(promotion).toBeVisible();
  await expect(promotion).toHaveAttribute('rel', 'noopener sponsored');
  await expect(slot(page).locator('#carbonads')).toBeHidden();
  await expectNoLayoutShift(page);
  expect(consoleProblems.messages).toEqual([]);
});

for (const [draw, expected] of [
  [0.1, 'in-house-adblock-body-top-inline'],
  [0.5, 'in-house-body-top-image'],
] as const) {
  test(`a placeholder that never appears means ad blocking: ${expected}`, async ({ page, context, consoleProblems }) => {
    await useScenario(context, { delay: 'never', draw });
    await page.goto(GUIDE);
    await waitForHydration(page);
    await expect(outcome(page)).toHaveAttribute('data-ad-outcome', 'pending');
    await expect(outcome(page)).toHaveAttribute('data-ga-event-label', expected, { timeout: 6000 });
    if (expected.startsWith('in-house-adblock')) {
      await expect(slot(page)).toContainText('please allow ads on this site');
    } else {
      await expect(slot(page).getByRole('link', { name: /Premium Themes/ })).toBeVisible();
      await expect(slot(page).locator('img')).toHaveJSProperty('naturalWidth', 260);
    }
    await expectNoLayoutShift(page);
    expect(consoleProblems.messages).toEqual([]);
  });
}

test('crawlers get no ad, no request to the network and no event', async ({ browser }) => {
  const context = await browser.newContext({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
  const network = await useScenario(context, { draw: 0 });
  const page = await context.newPage();
  const adRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(NETWORK)) adRequests.push(request.url());
  });
  await page.goto(GUIDE);
  await waitForHydration(page);
  await page.waitForTimeout(4000);
  await expect(slot(page)).toBeEmpty();
  expect(adRequests).toEqual([]);
  expect(await network.requests()).toEqual([]);
  expect(await adEvents(page)).toEqual([]);
  await expectNoLayoutShift(page);
  await context.close();
});

test('a crash in the ad block empties its space, reports it and leaves the page working', async ({ page, context, consoleProblems }) => {
  consoleProblems.allow(/forced ad crash/);
  await useScenario(context, { delay: 'never', draw: 0.5 });
  // Breaks the one lookup the ad block makes for the network placeholder.
  await context.addInitScript(() => {
    const original = Element.prototype.querySelector;
    Element.prototype.querySelector = function querySelector(this: Element, selector: string) {
      if (selector.includes('carbonads')) throw new Error('forced ad crash');
      return original.call(this, selector);
    } as typeof original;
  });
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto(GUIDE);
  await waitForHydration(page);
  await expect.poll(() => adEvents(page)).toEqual([['event', 'ad', { eventAction: 'crash', eventLabel: 'pending-body-top-image' }]]);
  await expect(slot(page)).toBeEmpty();
  expect((await slotBox(page)).height).toBe(126);
  // The rest of the page is untouched: its demos still run.
  const demo = page.locator('[data-demo]').first();
  await demo.scrollIntoViewIfNeeded();
  await expect(demo).toHaveAttribute('data-demo-live', 'true');
  await expect(demo.getByRole('grid')).toBeVisible();
  expect(pageErrors).toEqual([]);
  // React reports the error it caught, for whoever debugs the ad; nothing else goes wrong.
  expect(consoleProblems.messages.length).toBeGreaterThan(0);
  expect(consoleProblems.messages.filter((message) => !message.includes('forced ad crash'))).toEqual([]);
  await expectNoLayoutShift(page);
});

test('the display event fires once, 2.5 s after the ad settles, when sampled in', async ({ page, context }) => {
  // Draw 0.05: inline shape, and under the 0.1 display ratio.
  await useScenario(context, { delay: 0, draw: 0.05 });
  await context.addInitScript(() => {
    const times: Record<string, number> = {};
    (window as unknown as { __adTimes: Record<string, number> }).__adTimes = times;
    new MutationObserver(() => {
      if (!times.settled && document.querySelector('[data-ad-outcome="network"]')) times.settled = performance.now();
    }).observe(document, { subtree: true, childList: true, attributes: true });
    const dataLayer: unknown[] = ((window as unknown as { dataLayer: unknown[] }).dataLayer = []);
    const push = dataLayer.push.bind(dataLayer);
    dataLayer.push = (...items: unknown[]) => {
      if (!times.event && Array.from(items[0] as ArrayLike<unknown>)[1] === 'ad') times.event = performance.now();
      return push(...items);
    };
  });
  await page.goto(GUIDE);
  await expect.poll(() => adEvents(page), { timeout: 8000 }).toEqual([['event', 'ad', { eventAction: 'display', eventLabel: 'carbon-body-top-inline' }]]);
  const times = await page.evaluate(() => (window as unknown as { __adTimes: Record<string, number> }).__adTimes);
  expect(times.event - times.settled).toBeGreaterThanOrEqual(2400);
  expect(times.event - times.settled).toBeLessThan(3500);
  await page.waitForTimeout(3000);
  expect(await adEvents(page)).toHaveLength(1);
  await expect(outcome(page)).toHaveAttribute('data-ga-event-category', 'ad');
  await expectNoLayoutShift(page);
});

for (const [name, scenario, label] of [
  ['network ad, image', { delay: 0, draw: 0.5 }, 'carbon-body-top-image'],
  ['network ad, text', { delay: 0, draw: 0.1 }, 'carbon-body-top-inline'],
  ['in-house, image', { delay: 'never', draw: 0.5 }, 'in-house-body-top-image'],
  ['in-house, text', { delay: 0, link: 'backers', draw: 0.1 }, 'in-house-carbon-body-top-inline'],
  ['adblock message', { delay: 'never', draw: 0.1 }, 'in-house-adblock-body-top-inline'],
] as const) {
  test(`every ad state passes the page audit in light and dark: ${name}`, async ({ page, context }) => {
    await useScenario(context, scenario);
    const recorder = new PageRecorder(page);
    await page.emulateMedia({ colorScheme: 'light' });
    // axe looks at the ad block: the rest of the page is the sweep's. Dark is the same load turned
    // dark, as the system would turn it: the block's markup is the same, its colours are not.
    const scope = '[data-ad-slot="body-top"]';
    const findings = await auditPage(page, recorder, GUIDE, {
      label: 'light',
      axeScope: scope,
      prepare: () => expect(outcome(page)).toHaveAttribute('data-ga-event-label', label, { timeout: 6000 }),
      secondLook: {
        label: 'dark',
        prepare: async () => {
          await page.emulateMedia({ colorScheme: 'dark' });
          await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'dark');
        },
        axeRules: 'colour',
        axeScope: scope,
      },
    });
    expect(findings).toEqual([]);
  });
}

test('pages and API pages without ads have no ad block', async ({ page }) => {
  for (const url of ['/x/react-data-grid/', '/x/api/data-grid/grid-api/', '/x/api/date-pickers/']) {
    await page.goto(url);
    await waitForHydration(page);
    await expect(page.locator('[data-ad-slot]')).toHaveCount(0);
  }
  await page.goto('/x/api/data-grid/data-grid/');
  await expect(page.locator('p.description [data-ad-slot="body-top"]')).toHaveCount(1);
});

/** Opens the code of the page's first demo whose code is folded, which brings the ad under it. */
async function openDemoCode(page: Page) {
  const folded = page.locator('[data-demo]').filter({ has: page.getByRole('button', { name: 'Expand code' }) });
  // Pinned by name: once its code opens, the demo no longer matches `folded`.
  const demo = page.locator(`[data-demo="${await folded.first().getAttribute('data-demo')}"]`);
  // These tests are about the ad under the code, not the click held for a demo still starting
  // (boot.spec.ts): wait for the live demo, and excuse the code opening that a loaded machine
  // paints more than the browser's 500 ms after the click.
  await demo.scrollIntoViewIfNeeded();
  await expect(demo).toHaveAttribute('data-demo-live', 'true');
  await excusingShifts(page, async () => {
    await demo.getByRole('button', { name: 'Expand code' }).click();
    await expect(demo.getByRole('button', { name: 'Collapse code' })).toBeVisible();
  });
  return demo.locator('[data-ad-slot="demo-inline"]');
}

test('opening a demo’s code shows the feed ad under it, with its impression pixels', async ({ page, context, consoleProblems }) => {
  const network = await useScenario(context, { feed: 'good', draw: 0.5 });
  await page.goto(GUIDE);
  await waitForHydration(page);
  await expect(page.locator('[data-ad-slot="demo-inline"]')).toHaveCount(0);
  const inline = await openDemoCode(page);
  const link = inline.getByRole('link', { name: /Test Cloud/ });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('data-ga-event-label', 'carbon-demo-inline');
  await expect(link).toHaveAttribute('href', `${NETWORK}/click/feed`);
  await expect(inline).toContainText('ad by Carbon');
  await expect
    .poll(async () => (await network.requests()).filter((request) => request.path.startsWith('/pixel/')).map((request) => `${request.path}?ts=${request.query.ts ?? ''}`).sort())
    .toEqual(['/pixel/one?ts=1763700000', '/pixel/statimp?ts=', '/pixel/two?ts=1763700000']);
  expect(consoleProblems.messages).toEqual([]);
  await expectNoLayoutShift(page);
});

for (const [feed, requests, shown] of [
  ['fourth', 4, true],
  ['none', 10, false],
  ['wrong-types', 10, false],
  ['malformed', 1, false],
  ['fail', 1, false],
] as const) {
  test(`feed scenario "${feed}": ${requests} request(s), ${shown ? 'an ad' : 'nothing'} shown`, async ({ page, context, consoleProblems }) => {
    // The "fail" feed drops the connection on purpose.
    consoleProblems.allow(/request failed: .*\/feed\.json\?.*scenario=fail/);
    const network = await useScenario(context, { feed, draw: 0.5 });
    const pageErrors: string[] = [];
    const consoleErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('console', (message) => {
      // The browser itself reports a dropped connection, and a Pro demo an unlicensed build; the site must add nothing.
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource') && !isMissingLicenceNotice(message.text())) consoleErrors.push(message.text());
    });
    await page.goto(GUIDE);
    await waitForHydration(page);
    const inline = await openDemoCode(page);
    await expect.poll(async () => (await network.requests()).filter((request) => request.path === '/feed.json').length).toBe(requests);
    if (shown) await expect(inline.getByRole('link', { name: /Test Cloud/ })).toBeVisible();
    else {
      await page.waitForTimeout(500);
      await expect(inline).toBeEmpty();
      expect((await network.requests()).filter((request) => request.path === '/feed.json')).toHaveLength(requests);
    }
    expect(pageErrors).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await expectNoLayoutShift(page);
  });
}

test('a hostile feed runs no script: its HTML is sanitised', async ({ page, context, consoleProblems }) => {
  // Chrome reports the feed's onerror attribute to the content policy as soon as DOMPurify parses
  // it into its inert document, although nothing there ever runs (tried: DOMParser, <template>
  // and createHTMLDocument all report it). __adPwned below shows nothing ran.
  consoleProblems.allow(/Executing inline event handler violates the following Content Security Policy/);
  await useScenario(context, { feed: 'hostile', draw: 0.5 });
  await page.goto(GUIDE);
  await waitForHydration(page);
  const inline = await openDemoCode(page);
  const link = inline.getByRole('link', { name: /Evil Corp/ });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', `${NETWORK}/click/feed`);
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as unknown as { __adPwned?: number }).__adPwned)).toBeUndefined();
  expect(await inline.locator('script, [onerror], a a, [href^="javascript:"]').count()).toBe(0);
  await expect(link.locator('b')).toHaveText('Bold');
  await expectNoLayoutShift(page);
});
