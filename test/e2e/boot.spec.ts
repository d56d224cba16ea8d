import type { Page, Request } from '@playwright/test';
import puppeteer, { type Page as PuppeteerPage } from 'puppeteer-core';
import { chromiumLaunch } from '../../scripts/lib/chromiumLaunch';
import { expect, test } from './fixtures';
import { COMPILE_HINT } from '../../src/node/export/compileHints';

// Pages start their code on first use or once left idle (src/client/boot/bootOnFirstUse.ts).
const PAGE = '/x/react-data-grid/pagination/';
/** The page's code: Next's scripts, not the small bundles the inline loader imports on its own (the ad slot on load, the search box on a search). */
const LOADER_BUNDLE = /\/(?:ad-slot|search-box)-[0-9a-f]{16}\.js$/;
const appScripts = (page: Page) => {
  const requested: string[] = [];
  page.on('request', (request: Request) => {
    const { pathname } = new URL(request.url());
    if (request.resourceType() === 'script' && pathname.startsWith('/_next/') && !LOADER_BUNDLE.test(pathname)) requested.push(request.url());
  });
  return requested;
};
test.use({ startOnLoad: false });

const hydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated ?? null);

test('a page runs none of its code while it loads, and starts it on the first key', async ({ page, consoleProblems }) => {
  const requested = appScripts(page);
  await page.goto(PAGE, { waitUntil: 'load' });
  await page.waitForTimeout(1000);
  expect(requested).toEqual([]);
  expect(await hydrated(page)).toBeNull();
  // The article is in place, and the demo's box at its size (the grid draws its rows in the browser).
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const demo = page.locator('[data-demo]').first();
  expect((await demo.boundingBox())?.height).toBeGreaterThan(300);
  await page.keyboard.press('Shift');
  await page.waitForSelector('html[data-hydrated="true"]');
  await expect(demo.getByRole('grid')).toBeVisible();
  expect(requested.length).toBeGreaterThan(5);
  expect(consoleProblems.messages).toEqual([]);
});

test('a page nobody touches fetches its code, then starts it, once it has been idle a while', async ({ page, consoleProblems }) => {
  const requested = appScripts(page);
  const loaded = Date.now();
  await page.goto(PAGE, { waitUntil: 'load' });
  await page.waitForSelector('html[data-hydrated="true"]', { timeout: 15_000 });
  // Prefetched 2.5 s after load, started 5 s after it.
  expect(Date.now() - loaded).toBeGreaterThan(4500);
  expect(requested.length).toBeGreaterThan(5);
  expect(consoleProblems.messages).toEqual([]);
});

test('a click made before the code has started takes effect once it has', async ({ page, consoleProblems }) => {
  await page.goto(PAGE, { waitUntil: 'load' });
  expect(await hydrated(page)).toBeNull();
  // The feedback thumbs need the page's code (the shell's popovers do not: shell.spec.ts).
  const yes = page.locator('[data-feedback]').getByRole('group', { name: 'Was this page helpful?' }).getByRole('button', { name: 'Yes' });
  await yes.click();
  await expect(yes).toHaveAttribute('aria-pressed', 'true');
  expect(consoleProblems.messages).toEqual([]);
});

test('Ctrl+K and the keys typed after it, before the code has started, open the search with them', async ({ page, consoleProblems }) => {
  await page.goto(PAGE, { waitUntil: 'load' });
  expect(await hydrated(page)).toBeNull();
  await page.keyboard.press('Control+k');
  await page.keyboard.type('rowSel');
  await expect(page.getByRole('combobox', { name: 'Search the documentation' })).toHaveValue('rowSel');
  expect(consoleProblems.messages).toEqual([]);
});

test('a link followed before the code has started is an ordinary navigation', async ({ page, consoleProblems }) => {
  await page.goto(PAGE, { waitUntil: 'load' });
  expect(await hydrated(page)).toBeNull();
  await page.locator('nav a[href="/x/react-data-grid/layout/"]').first().click();
  await expect(page).toHaveURL(/\/x\/react-data-grid\/layout\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Layout/);
  expect(consoleProblems.messages).toEqual([]);
});

test('the next page is fetched ahead once the page has loaded, and its link, followed before the code has started, opens it from there', async ({ page, consoleProblems }) => {
  const client = await page.context().newCDPSession(page);
  await client.send('Preload.enable');
  const ready = new Promise<string>((resolve) => {
    client.on('Preload.prefetchStatusUpdated', (event) => {
      if (event.status === 'Ready') resolve(event.prefetchUrl);
    });
  });
  await page.goto(PAGE, { waitUntil: 'load' });
  const next = new URL((await page.locator('a[rel="next"]').getAttribute('href'))!, page.url()).href;
  expect(await ready).toBe(next);
  expect(await hydrated(page)).toBeNull();
  // A click with no pointer or scroll before it: the page's code stays unstarted, the link is a plain navigation.
  await page.evaluate(() => document.querySelector<HTMLAnchorElement>('a[rel="next"]')!.click());
  await expect(page).toHaveURL(next);
  const delivery = await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { deliveryType: string }).deliveryType);
  expect(delivery).toBe('navigational-prefetch');
  expect(consoleProblems.messages).toEqual([]);
});

// Chromium renders nothing ahead for a page Playwright drives (its DevTools sessions predate tab
// targets: `PrerenderingDisabledByDevTools`); Puppeteer's do not stop it. The shown page is read
// through a second connection: Puppeteer loses track of the page it drove once another takes its place.
async function followNextRenderedAhead(baseURL: string, beforeTap: (page: PuppeteerPage) => Promise<void>) {
  const launch = chromiumLaunch();
  const browser = await puppeteer.launch({ executablePath: launch.executablePath, args: launch.args, ignoreDefaultArgs: launch.ignoreDefaultArgs, headless: true });
  try {
    const page = await browser.newPage();
    await page.goto(new URL(PAGE, baseURL).href, { waitUntil: 'load' });
    const next = await page.$eval('a[rel="next"]', (link) => (link as HTMLAnchorElement).href);
    await page.waitForSelector('script[type="speculationrules"]');
    await beforeTap(page);
    // A click with no pointer or scroll before it, which would start this page's code.
    await page.$eval('a[rel="next"]', (link) => (link as HTMLAnchorElement).click());
    const observer = await puppeteer.connect({ browserWSEndpoint: browser.wsEndpoint() });
    try {
      let shown: PuppeteerPage | undefined;
      for (let wait = 0; wait < 100 && !shown; wait += 1) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        shown = (await observer.pages()).find((candidate) => candidate.url() === next);
      }
      expect(shown, `no tab shows ${next}`).toBeDefined();
      return await shown!.evaluate(async () => {
        const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { activationStart: number };
        const before = performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime < navigation.activationStart)
          .map((entry) => new URL(entry.name))
          .filter((url) => url.pathname.endsWith('.js') || url.port === '4323')
          .map((url) => url.href);
        // The ad, which the loader starts on load: here once shown.
        for (let wait = 0; wait < 50 && !document.querySelector('[data-ad-started]'); wait += 1) await new Promise((resolve) => setTimeout(resolve, 100));
        return {
          activationStart: navigation.activationStart,
          before,
          adStarted: document.querySelector('[data-ad-started]') !== null,
          scheme: document.documentElement.getAttribute('data-mui-color-scheme'),
        };
      });
    } finally {
      await observer.disconnect();
    }
  } finally {
    await browser.close();
  }
}

test('the next page is rendered ahead, fetches none of its code and no ad until it is shown, then shows at once and starts as if just loaded', async ({ baseURL }) => {
  const seen = await followNextRenderedAhead(baseURL!, async (page) => {
    // Time for the page after it to be fetched and laid out, before this page starts its code
    // (5 s after its load if nobody touches it): the tap is the browser's alone.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated ?? null)).toBeNull();
  });
  expect(seen.activationStart).toBeGreaterThan(0);
  expect(seen.before).toEqual([]);
  expect(seen.adStarted).toBe(true);
});

test('once the page has hydrated, its next link still shows the page rendered ahead, in the mode chosen since', async ({ baseURL }) => {
  const seen = await followNextRenderedAhead(baseURL!, async (page) => {
    await page.keyboard.press('Shift');
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page.click('[data-testid="settings-button"]');
    await page.click('input[data-setting="mode"][value="dark"]');
    await page.waitForFunction(() => document.documentElement.getAttribute('data-mui-color-scheme') === 'dark');
    await page.keyboard.press('Escape');
  });
  // Not the router's move (which would keep this document), but the page the browser rendered ahead.
  expect(seen.activationStart).toBeGreaterThan(0);
  expect(seen.scheme).toBe('dark');
});

test('the page data the build left to the page is whole again when the code starts, and redraws the same article', async ({ page, consoleProblems }) => {
  // The build takes out of __NEXT_DATA__ the HTML the page holds (src/node/export/slimPageData.ts).
  const served = await (await page.request.get(PAGE)).text();
  const nextData = /<script id="__NEXT_DATA__" type="application\/json">([^<]*)<\/script>/.exec(served)?.[1] ?? '';
  expect(nextData).toContain('\\u0000dom:');
  await page.goto(PAGE, { waitUntil: 'load' });
  const article = page.locator('.docs-markdown[data-props-html]').first();
  const sectionText = await article.innerText();
  await page.keyboard.press('Shift');
  await page.waitForSelector('html[data-hydrated="true"]');
  const data = await page.evaluate(() => {
    const next = (window as unknown as { __NEXT_DATA__: { props: { pageProps: { page: { content: { sections: { type: string; html?: string }[] } } } } } }).__NEXT_DATA__;
    return { text: JSON.stringify(next), sections: next.props.pageProps.page.content.sections };
  });
  expect(data.text).not.toContain('\\u0000');
  // The first prose section, drawn from the restored data in a fresh element, reads as the served one.
  const html = data.sections.find((section) => section.type === 'markdown')?.html ?? '';
  const redrawn = await page.evaluate((markup) => {
    const element = document.createElement('div');
    element.innerHTML = markup;
    document.body.append(element);
    const text = element.innerText;
    element.remove();
    return text;
  }, html);
  expect(redrawn).toBe(sectionText);
  expect(consoleProblems.messages).toEqual([]);
});

// Before, a tab left untouched kept its colours until it was used: only the page's code listened.
test('a colour mode chosen in another tab reaches a tab nobody has touched, before its code starts', async ({ page, context, consoleProblems }) => {
  const requested = appScripts(page);
  await page.goto(PAGE, { waitUntil: 'load' });
  const scheme = () => page.evaluate(() => document.documentElement.getAttribute('data-mui-color-scheme'));
  expect(await scheme()).toBe('light');
  const other = await context.newPage();
  await other.goto('/x/introduction/', { waitUntil: 'load' });
  await other.evaluate(() => window.localStorage.setItem('mui-mode', 'dark'));
  await expect.poll(scheme).toBe('dark');
  await other.evaluate(() => window.localStorage.setItem('mui-mode', 'light'));
  await expect.poll(scheme).toBe('light');
  expect(await hydrated(page)).toBeNull();
  expect(requested).toEqual([]);
  expect(consoleProblems.messages).toEqual([]);
});

// Before, the page hydrated first and replayed the click on the demo's server HTML, which no code
// answered yet: "Expand code" stayed folded until clicked again.
test('a first click on a demo\u2019s control, before the demo\u2019s code is there, is answered once it is, once', async ({ page, consoleProblems }) => {
  await page.goto('/x/react-date-pickers/date-picker/', { waitUntil: 'load' });
  const box = page.locator('[data-demo]').first();
  const expand = box.getByRole('button', { name: 'Expand code' });
  await expect(expand).toHaveAttribute('aria-expanded', 'false');
  await expand.click();
  await expect(box).toHaveAttribute('data-demo-live', /.*/, { timeout: 20_000 });
  await expect(box.getByRole('button', { name: 'Collapse code' })).toHaveAttribute('aria-expanded', 'true');
  await expect(box.locator('[data-code-panel="preview"]')).toHaveCount(0);
  // Answered once: a second toggle would have folded it again.
  await page.waitForTimeout(500);
  await expect(box.getByRole('button', { name: 'Collapse code' })).toHaveAttribute('aria-expanded', 'true');
  expect(consoleProblems.messages).toEqual([]);
});

// The build lists the files each demo loads beside the loader (src/node/export/demoChunks.ts),
// read from Turbopack's output: this pins the list to what the installed Next then loads.
test("the files of the demos near the viewport are fetched with the page's scripts, once, and are what the demos load", async ({ page, consoleProblems }) => {
  const client = await page.context().newCDPSession(page);
  await client.send('Network.enable');
  const fromNetwork = new Map<string, number>();
  client.on('Network.responseReceived', ({ response }) => {
    if (response.fromDiskCache || response.fromPrefetchCache || response.fromServiceWorker) return;
    fromNetwork.set(response.url, (fromNetwork.get(response.url) ?? 0) + 1);
  });
  await page.goto('/x/react-data-grid/sorting/', { waitUntil: 'load' });
  const nearby = await page.locator('[data-demo]').evaluateAll((boxes) =>
    boxes.filter((box) => box.getBoundingClientRect().top < window.innerHeight + 400).map((box) => (box as HTMLElement).dataset.demo),
  );
  expect(nearby.length).toBeGreaterThan(0);
  await page.keyboard.press('Shift');
  const prefetched = await page.waitForFunction(() => {
    const links = [...document.querySelectorAll<HTMLLinkElement>('head link[rel="prefetch"]')].map((link) => link.href);
    return links.length > 0 && !document.documentElement.dataset.hydrated ? links : null;
  });
  const files = (await prefetched.jsonValue()) as string[];
  // The page index and the page's loaders, then each near demo's own chunks.
  expect(files.length).toBeGreaterThan(2);
  for (const id of nearby) await expect(page.locator(`[data-demo="${id}"]`)).toHaveAttribute('data-demo-live', /.*/, { timeout: 20_000 });
  const loaded = await page.evaluate(() => [...document.querySelectorAll<HTMLScriptElement>('script[src]'), ...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((element) => ('src' in element ? element.src : element.href)));
  for (const file of files) {
    expect(loaded, `${file} was fetched early: the page's code must load it`).toContain(file);
    expect(fromNetwork.get(file), `${file} came over the network once`).toBe(1);
  }
  expect(consoleProblems.messages).toEqual([]);
});

test.describe('on a touch screen', () => {
  // Tall enough for the first chart's bars to be on the first screen: scrolling to them would start the code.
  test.use({ hasTouch: true, viewport: { width: 1280, height: 1600 } });

  test('a finger held on a chart before its code has started shows the tooltip once the chart is live, and lifting it hides it', async ({ page, consoleProblems }) => {
    await page.goto('/x/react-charts/bars/', { waitUntil: 'load' });
    const demo = page.locator('[data-demo]').first();
    const box = await demo.locator('.MuiBarElement-root').first().boundingBox();
    if (!box) throw new Error('the first bar is not laid out');
    expect(await hydrated(page)).toBeNull();
    const client = await page.context().newCDPSession(page);
    const point = { x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height / 2) };
    await client.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
    // Nothing started the code but the press itself: it starts once the press outlasts a tap.
    await expect(demo).toHaveAttribute('data-demo-live', /.*/, { timeout: 20_000 });
    await expect(page.locator('.MuiChartsTooltip-paper')).toBeVisible();
    await client.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect(page.locator('.MuiChartsTooltip-paper')).toBeHidden();
    expect(consoleProblems.messages).toEqual([]);
  });
});

test("every script the page and its demos run comes marked for eager compilation, off the main thread", async ({ page, consoleProblems }) => {
  const bodies: Promise<[string, string]>[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (response.request().resourceType() === 'script' && pathname.startsWith('/_next/static/chunks/')) bodies.push(response.text().then((text) => [pathname, text]));
  });
  await page.goto('/x/react-data-grid/sorting/', { waitUntil: 'load' });
  await page.keyboard.press('Shift');
  await expect(page.locator('[data-demo]').first()).toHaveAttribute('data-demo-live', /.*/, { timeout: 20_000 });
  const scripts = await Promise.all(bodies);
  // The page's scripts, and the chunks of its first demo, loaded by the page's code.
  expect(scripts.length).toBeGreaterThan(5);
  for (const [pathname, text] of scripts) expect(text.split('\n', 1)[0], pathname).toBe(COMPILE_HINT);
  expect(consoleProblems.messages).toEqual([]);
});
