import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { auditPage, layoutShift, PageRecorder, prepareContext } from '../quality/audit';
import { expect, expectNoLayoutShift, switchToRightToLeft, test, waitForHydration } from './fixtures';

const GUIDE = '/x/react-data-grid/pagination/';
const GUIDE_TWIN = '/x/react-data-grid/pagination.md';
const API_PAGE = '/x/api/data-grid/data-grid/';
const API_TWIN = '/x/api/data-grid/data-grid.md';

/** The TypeScript source the generator read for a demo: what the twin must carry. */
function demoSource(id: string): string {
  const manifest = JSON.parse(readFileSync('src/client/demos/generated/manifest.json', 'utf8')) as Record<string, { ts: string; files: Array<{ ts: string }> }>;
  const entry = manifest[id];
  if (!entry) throw new Error(`${id} is not in the demo manifest`);
  return entry.ts;
}

const copyButton = (page: Page) => page.locator('article').getByRole('button', { name: /^(Copy page|Copied|Copy failed)$/ });
const announcement = (page: Page) => page.locator('[data-copy-page-announcement]');

test.use({ viewport: { width: 1400, height: 900 } });

test("a guide's Markdown twin is served as text/markdown with its title and its demos' code", async ({ request }) => {
  const response = await request.get(GUIDE_TWIN);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
  const markdown = await response.text();
  expect(markdown.startsWith('# Data Grid - Pagination\n\n')).toBe(true);
  expect(markdown).toContain(demoSource('data-grid/pagination/PageSizeOptionsGrid').trim());
  expect(markdown).toContain('```tsx title="ServerPaginationGrid.tsx"');
  expect(markdown).toContain('```ts title="fakeOrderServer.ts"');
  expect(markdown).not.toContain('{{"demo"');
  expect(markdown).not.toMatch(/<(p|span|aside|div)[\s>]/);
});

test("an API page's twin has its props as a table; a page kept out of the index has no twin", async ({ request }) => {
  const markdown = await (await request.get(API_TWIN)).text();
  expect(markdown.startsWith('# DataGrid API\n')).toBe(true);
  expect(markdown).toContain('| Name | Type | Default | Description |');
  expect(markdown).toMatch(/^\| `columns` \*\*Required\*\* \| `readonly GridColDef<R>\[\]` \|/m);
  expect((await request.get('/x/api/date-pickers.md')).status()).toBe(200);

  // The error decoder asks not to be indexed: it has nothing of its own for a machine to read.
  expect((await request.get('/x/production-error.md')).status()).toBe(404);
});

test('pages point machines at their twin, and only pages that have one', async ({ request }) => {
  const alternate = (html: string) => /<link rel="alternate" type="text\/markdown" href="([^"]+)"/.exec(html)?.[1] ?? null;
  for (const [page, twin] of [
    [GUIDE, GUIDE_TWIN],
    [API_PAGE, API_TWIN],
  ]) {
    const href = alternate(await (await request.get(page)).text());
    expect(href).toBe(twin);
    expect((await request.get(href!)).status()).toBe(200);
  }
  expect(alternate(await (await request.get('/x/production-error/')).text())).toBeNull();
});

test('Copy page puts the twin on the clipboard, says so, and moves nothing', async ({ page, context, consoleProblems }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await prepareContext(context);
  // The button is in the server HTML, so it takes its place before any script runs.
  const html = await (await context.request.get(GUIDE)).text();
  expect(html).toContain(`data-markdown-twin="${GUIDE_TWIN}"`);

  await page.goto(GUIDE);
  await waitForHydration(page);
  const button = copyButton(page);
  await expect(button).toHaveAccessibleName('Copy page');
  await expect(button).toHaveAttribute('data-ga-event-category', 'markdown-twin');
  const before = await button.boundingBox();
  // What copying moves, apart from what the page did while loading (the sweep gates that).
  const { total: shiftBefore } = await layoutShift(page);

  await button.click();
  await expect(button).toHaveAccessibleName('Copied');
  await expect(announcement(page)).toHaveText('Page copied to the clipboard as Markdown.');
  const expected = await (await context.request.get(GUIDE_TWIN)).text();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
  expect(await button.boundingBox()).toEqual(before);
  await expectNoLayoutShift(page, shiftBefore);

  await expect(button).toHaveAccessibleName('Copy page', { timeout: 4000 });
  await expect(announcement(page)).toHaveText('');
  expect(consoleProblems.messages).toEqual([]);
});

test('Copy page works from the keyboard on an API page', async ({ page, context, consoleProblems }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(API_PAGE);
  await waitForHydration(page);
  const button = copyButton(page);
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAccessibleName('Copied');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.startsWith('# DataGrid API\n')).toBe(true);
  expect(consoleProblems.messages).toEqual([]);
});

test('a failed fetch explains itself and links the twin, and the page keeps working', async ({ page, context, consoleProblems }) => {
  consoleProblems.allow(/request failed: .*\.md \(net::ERR_INTERNET_DISCONNECTED\)/);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.route(`**${GUIDE_TWIN}`, (route) => route.abort('internetdisconnected'));
  await page.goto(GUIDE);
  await waitForHydration(page);
  await page.evaluate(() => navigator.clipboard.writeText('before'));
  const button = copyButton(page);
  await button.click();
  await expect(button).toHaveAccessibleName('Copy failed');
  await expect(announcement(page)).toHaveText('The Markdown of this page could not be loaded.');
  await expect(page.getByRole('link', { name: 'Open the Markdown' })).toHaveAttribute('href', GUIDE_TWIN);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('before');

  // Once the twin is reachable again, the next click copies it.
  await page.unroute(`**${GUIDE_TWIN}`);
  await button.click();
  await expect(button).toHaveAccessibleName('Copied');
  await expect(page.getByRole('link', { name: 'Open the Markdown' })).toHaveCount(0);
});

test('the copied and failed states pass the page audit in light, dark and right-to-left, a late answer moving nothing', async ({ page, context, consoleProblems }) => {
  consoleProblems.allow(/HTTP 503: .*\.md$/);
  // Four audits with a deliberately slow answer each.
  test.setTimeout(150_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await prepareContext(context);
  const recorder = new PageRecorder(page);
  let failing = false;
  // Answers after the click's 500 ms input window, so a shift it caused would count.
  await page.route(`**${GUIDE_TWIN}`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    if (failing) await route.fulfill({ status: 503, body: 'unavailable' });
    else await route.continue();
  });
  // Each state in both schemes and both directions, in four audits rather than eight: a scheme
  // moves no box and a direction changes no colour, so no state needs every pair of them.
  for (const { rtl, colorScheme, fail } of [
    { rtl: false, colorScheme: 'light', fail: false },
    { rtl: false, colorScheme: 'dark', fail: true },
    { rtl: true, colorScheme: 'dark', fail: false },
    { rtl: true, colorScheme: 'light', fail: true },
  ] as const) {
    failing = fail;
    await page.emulateMedia({ colorScheme });
    const findings = await auditPage(page, recorder, GUIDE, {
      // axe looks at the control and its message: the rest of the page is the sweep's.
      axeScope: '[data-copy-page]',
      prepare: async () => {
        if (rtl) await switchToRightToLeft(page);
        await copyButton(page).click();
        await expect(copyButton(page)).toHaveAccessibleName(fail ? 'Copy failed' : 'Copied');
        if (fail) await expect(page.getByRole('link', { name: 'Open the Markdown' })).toBeVisible();
      },
    });
    // The refused twin is the scenario here, not a finding.
    const refused = (reason: string) => fail && reason.includes(GUIDE_TWIN);
    expect(findings.filter((finding) => !refused(finding.reason)), `${rtl ? 'rtl' : 'ltr'} ${colorScheme} ${fail ? 'failed' : 'copied'}`).toEqual([]);
  }
});
