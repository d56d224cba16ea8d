import type { Page } from '@playwright/test';
import { auditPage, PageRecorder } from '../quality/audit';
import { expect, switchToRightToLeft, test, waitForHydration } from './fixtures';
import { SEARCH_DIALOG_ID } from '../../src/shared/nav/shellIds';

const dialog = (page: Page) => page.getByRole('dialog');
const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search the documentation' });
const results = (page: Page) => dialog(page).getByRole('listbox');
/** The option the keyboard has reached. */
const activeOption = (page: Page) => dialog(page).locator('[role="option"][aria-selected="true"]');

async function open(page: Page, path = '/x/react-data-grid/sorting/') {
  await page.goto(path);
  await waitForHydration(page);
}

/** Presses ArrowDown until the highlighted option matches, as a reader would. */
async function arrowTo(page: Page, matches: (text: string) => boolean) {
  for (let step = 0; step < 30; step += 1) {
    if (matches((await activeOption(page).textContent()) ?? '')) return;
    await page.keyboard.press('ArrowDown');
  }
  throw new Error('no option matched');
}

test('⌘K and Ctrl+K open the dialog, Esc closes it and gives focus back', async ({ page, consoleProblems }) => {
  await open(page);
  await page.keyboard.press('Meta+k');
  await expect(searchBox(page)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
  await page.getByTestId('search-button').focus();
  await page.keyboard.press('Control+k');
  await expect(searchBox(page)).toBeFocused();
  // The start screen: the first pages of each product.
  await expect(dialog(page).getByRole('group', { name: 'Data Grid' }).getByRole('option', { name: 'Quickstart' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
  await expect(page.getByTestId('search-button')).toBeFocused();
  expect(consoleProblems.messages).toEqual([]);
});

test('the open dialog lies over everything, keeps the keyboard inside and closes on a tap outside it', async ({ page, consoleProblems }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await open(page);
  await page.getByTestId('search-button').click();
  await expect(searchBox(page)).toBeFocused();
  // Over the fixed header and the page: a point of the field reaches the field, one beside the panel the backdrop.
  const field = (await searchBox(page).boundingBox())!;
  expect(await page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.getAttribute('role'), [field.x + 4, field.y + field.height / 2])).toBe('combobox');
  expect(await page.evaluate(() => document.elementFromPoint(8, 40)?.id)).toBe(SEARCH_DIALOG_ID);
  // Round and round with Tab, both ways, and never out.
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let step = 0; step < 6; step += 1) {
      await page.keyboard.press(key);
      expect(await page.evaluate((id) => !!document.activeElement?.closest(`#${id}`), SEARCH_DIALOG_ID), `${key} ×${step + 1}`).toBe(true);
    }
  }
  await page.mouse.click(8, 400);
  await expect(dialog(page)).toHaveCount(0);
  // The page behind answers again.
  await page.getByTestId('search-button').click();
  await expect(searchBox(page)).toBeFocused();
  expect(consoleProblems.messages).toEqual([]);
});

test('"pagination" lists the Data Grid Pagination page first among Data Grid results, and Enter opens it', async ({ page, consoleProblems }) => {
  // From a Charts page the Data Grid is not the current product, so its group is ranked on merit.
  await open(page, '/x/react-charts/');
  await page.getByTestId('search-button').click();
  await searchBox(page).fill('pagination');
  const dataGrid = results(page).getByRole('group', { name: 'Data Grid' });
  const firstDataGridPage = dataGrid.locator('[data-search-result="page"]').first();
  await expect(firstDataGridPage).toContainText('Pagination');
  // Under its title, the page's own summary (its description, from the search map).
  await expect(firstDataGridPage.locator('.docs-search-excerpt')).not.toBeEmpty();
  // Its sections are offered under it.
  await expect(dataGrid.locator('[data-search-result="heading"]').first()).toBeVisible();
  await arrowTo(page, (text) => text.startsWith('Pagination'));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/x\/react-data-grid\/pagination\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Data Grid - Pagination');
  // Client-side routing: the document was not reloaded.
  expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
  expect(consoleProblems.messages).toEqual([]);
});

test('a prop name offers the DataGrid API prop; Enter lands on its highlighted row', async ({ page, consoleProblems }) => {
  await open(page);
  await page.keyboard.press('Control+k');
  await searchBox(page).fill('pageSizeOptions');
  const prop = results(page).locator('[data-search-result="prop"]', { hasText: 'pageSizeOptions' });
  await expect(prop.first()).toBeVisible();
  // The first prop result belongs to the DataGrid API page.
  const ids = await results(page).locator('[role="option"]').evaluateAll((options) => options.map((option) => option.textContent ?? ''));
  const dataGridPage = ids.findIndex((text) => text.startsWith('DataGrid API'));
  expect(dataGridPage).toBeGreaterThanOrEqual(0);
  expect(ids[dataGridPage + 1]).toMatch(/^pageSizeOptions/);
  for (let step = 0; step <= dataGridPage; step += 1) await page.keyboard.press('ArrowDown');
  await expect(activeOption(page)).toContainText('pageSizeOptions');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/x\/api\/data-grid\/data-grid\/#data-grid-prop-pageSizeOptions$/);
  const row = page.locator('#data-grid-prop-pageSizeOptions');
  await expect(row).toBeInViewport();
  await expect.poll(() => row.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
  expect(consoleProblems.messages).toEqual([]);
});

test('keys typed right after Ctrl+K reach the field at once, however slow the search box is to arrive', async ({ page, consoleProblems }) => {
  // Hold back the search box bundle (named in src/node/export/browserBundle.ts), wherever it is
  // asked for: set before the page loads, so a download started early (a pointer over the search
  // button starts one) is held too, and none can bypass the hold.
  const held: string[] = [];
  await page.route(/\/search-box-[^/]*\.js$/, async (route) => {
    held.push(route.request().url());
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await open(page);
  await page.keyboard.press('Control+k');
  await page.keyboard.type('paginatiom');
  await page.keyboard.press('Backspace');
  await page.keyboard.type('n');
  // The field was there and focused from the shortcut on: the keys went straight into it.
  await expect(searchBox(page)).toHaveValue('pagination');
  await expect(searchBox(page)).toBeFocused();
  expect(await searchBox(page).evaluate((input: HTMLInputElement) => [input.selectionStart, input.selectionEnd])).toEqual([10, 10]);
  await expect(results(page).locator('[data-search-result="page"]').first()).toContainText('Pagination');
  expect(held).toHaveLength(1);
  await page.keyboard.type(' model');
  await expect(searchBox(page)).toHaveValue('pagination model');
  expect(consoleProblems.messages).toEqual([]);
});

test.describe('before the page’s code', () => {
  test.use({ startOnLoad: false });

  test('the search opens, focused, and finds pages while the page’s own code is held back', async ({ page, consoleProblems }) => {
    // Every script of the page but the search box stays away; leaving the page drops those requests.
    consoleProblems.allow(/request failed: .*\/_next\/static\/chunks\//);
    await page.route(/\/_next\/static\/chunks\/.*\.js$/, async (route) => {
      if (/\/search-box-[0-9a-f]+\.js$/.test(route.request().url())) await route.continue();
      else await new Promise(() => {});
    });
    await page.goto('/x/react-data-grid/sorting/', { waitUntil: 'load' });
    await page.getByTestId('search-button').click();
    await expect(searchBox(page)).toBeFocused();
    await page.keyboard.type('pagination');
    await expect(results(page).locator('[data-search-result="page"]').first()).toContainText('Pagination');
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated ?? null)).toBeNull();
    // A result is a link: followed before the code, it is an ordinary page load.
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/x\/react-data-grid\/pagination\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Data Grid - Pagination');
    expect(consoleProblems.messages).toEqual([]);
  });
});

test('a prop name ranks the prop itself first, above a method that contains it', async ({ page, consoleProblems }) => {
  await open(page);
  await page.keyboard.press('Control+k');
  await searchBox(page).fill('rowSelectionModel');
  await expect(dialog(page).locator('[data-search-state="results"]')).toBeVisible();
  const texts = await results(page).locator('[role="option"]').evaluateAll((options) => options.map((option) => `${option.getAttribute('data-search-result')}: ${option.textContent ?? ''}`));
  // Pagefind alone puts GridApi (its `setRowSelectionModel` method) first.
  expect(texts[0]).toMatch(/^page: DataGrid API/);
  expect(texts[1]).toMatch(/^prop: rowSelectionModel/);
  expect(texts.findIndex((text) => text.startsWith('page: GridApi API'))).toBeGreaterThan(1);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/x\/api\/data-grid\/data-grid\/#data-grid-prop-rowSelectionModel$/);
  // Reached by a client-side navigation, the page's 857 entries are drawn by React: several
  // seconds on a loaded CI machine.
  await expect(page.locator('#data-grid-prop-rowSelectionModel')).toBeInViewport({ timeout: 20_000 });
  expect(consoleProblems.messages).toEqual([]);
});

test('typing on the focused button opens the dialog pre-filled; recent searches persist', async ({ page, consoleProblems }) => {
  await open(page);
  await page.getByTestId('search-button').focus();
  await page.keyboard.type('fil');
  await expect(searchBox(page)).toHaveValue('fil');
  await page.keyboard.type('tering');
  await expect(searchBox(page)).toHaveValue('filtering');
  await expect(results(page).locator('[data-search-result="page"]').first()).toBeVisible();
  const chosen = ((await activeOption(page).locator('.docs-search-option-title').textContent()) ?? '').replace(/API$/, ' API').trim();
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toHaveCount(0);

  await page.reload();
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  const recent = dialog(page).getByRole('group', { name: 'Recent' });
  await expect(recent.getByRole('option').first()).toContainText(chosen.split(' ')[0]);
  await dialog(page).getByRole('button', { name: 'Clear recent searches' }).click();
  await expect(recent).toHaveCount(0);
  expect(consoleProblems.messages).toEqual([]);
});

test('a misspelt query finds nothing and offers the corrected one', async ({ page, consoleProblems }) => {
  await open(page);
  await page.keyboard.press('Control+k');
  // Pagefind forgives many slips by itself ("virtualizaiton" finds Virtualization; "grupping" and
  // "rgouping" found pages as the content grew, through words that start alike). A first letter that
  // begins no word of the docs it cannot forgive.
  await searchBox(page).fill('qrouping');
  await expect(dialog(page).getByText('No results for “qrouping”.')).toBeVisible();
  // The start pages stay at hand.
  await expect(dialog(page).getByRole('group', { name: 'Data Grid' }).getByRole('option', { name: 'Quickstart' })).toBeVisible();
  await dialog(page).getByTestId('search-suggestion').click();
  await expect(searchBox(page)).toHaveValue('grouping');
  await expect(results(page).locator('[data-search-result="page"]', { hasText: 'Row grouping' }).first()).toBeVisible();
  expect(consoleProblems.messages).toEqual([]);
});

test('the index holds the content only: no navigation, footer, feedback bar, demo data or code', async ({ page }) => {
  await open(page, '/x/react-data-grid/pagination/');
  const content = await page.evaluate(async (bundle) => {
    const pagefind = await import(bundle);
    await pagefind.options({ baseUrl: '/' });
    const search = await pagefind.search('pagination', { filters: { product: 'Data Grid', kind: 'guide' } });
    const pages: { url: string; content: string; filters: Record<string, string[]> }[] = await Promise.all(
      search.results.map((result: { data: () => Promise<{ url: string; content: string; filters: Record<string, string[]> }> }) => result.data()),
    );
    return pages.find((entry) => entry.url === '/x/react-data-grid/pagination/');
  }, '/x/pagefind/pagefind.js');
  expect(content?.filters).toEqual({ product: ['Data Grid'], kind: ['guide'] });
  expect(content?.content).toContain('Controlled pagination');
  for (const outside of ['Skip to content', 'Main features', 'Was this page helpful', 'Edit this page', 'Contents', 'import {', 'const ']) {
    expect(content?.content).not.toContain(outside);
  }
});

test('the open dialog passes the page audit in light, dark and right-to-left', async ({ page }) => {
  // axe looks at the dialog: the page behind it is inert, and the sweep checks it. A scheme moves
  // no box and a direction changes no colour, so light left to right and dark right to left
  // between them see every colour and every layout (as the sweep's visits do).
  test.setTimeout(90_000);
  const recorder = new PageRecorder(page);
  for (const { rtl, colorScheme } of [
    { rtl: false, colorScheme: 'light' },
    { rtl: true, colorScheme: 'dark' },
  ] as const) {
    await page.emulateMedia({ colorScheme });
    const findings = await auditPage(page, recorder, '/x/react-data-grid/sorting/', {
      axeScope: `#${SEARCH_DIALOG_ID}`,
      prepare: async () => {
        if (rtl) await switchToRightToLeft(page);
        await page.keyboard.press('Control+k');
        await searchBox(page).fill('pagination');
        await expect(results(page).locator('[data-search-result="page"]').first()).toBeVisible();
        await page.keyboard.press('ArrowDown');
      },
    });
    expect(findings, `${colorScheme}${rtl ? ' rtl' : ''}`).toEqual([]);
  }
});
