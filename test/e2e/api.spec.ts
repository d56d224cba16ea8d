import { expect, test, waitForHydration, type ConsoleProblems } from './fixtures';
import type { Page } from '@playwright/test';
import { site } from '../../data/site';

const HIGHLIGHT_NONE = 'rgba(0, 0, 0, 0)';
const background = (page: Page, selector: string) => page.locator(selector).evaluate((element) => getComputedStyle(element).backgroundColor);

function expectClean(consoleProblems: ConsoleProblems) {
  expect(consoleProblems.messages).toEqual([]);
}

test('an API page renders its sections, and a prop anchor scrolls to and highlights its row', async ({ page, consoleProblems }) => {
  await page.goto('/x/api/data-grid/data-grid/#data-grid-prop-rows');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('DataGrid API');
  for (const name of ['Demos', 'Import', 'Props', 'Slots', 'CSS classes']) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  }
  await expect(page.locator('.MuiCode-root').first()).toContainText("import { DataGrid } from '@mui/x-data-grid';");
  const row = page.locator('#data-grid-prop-rows');
  await expect(row).toBeInViewport();
  expect(await background(page, '#data-grid-prop-rows')).not.toBe(HIGHLIGHT_NONE);
  expect(await background(page, '#data-grid-prop-columns')).toBe(HIGHLIGHT_NONE);
  // Data Grid pages open expanded, and type names link to their interface pages.
  await expect(page.locator('[data-section="props"] [data-layout="expanded"]')).toBeVisible();
  await page.locator('#data-grid-prop-columns').getByRole('link', { name: 'GridColDef' }).first().click();
  await expect(page).toHaveURL(/\/x\/api\/data-grid\/grid-col-def\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('GridColDef API');
  expectClean(consoleProblems);
});

test("a demo page's plan reads as its badge in the list of demos, never as the Markdown that marks it", async ({ page }) => {
  await page.goto('/x/api/data-grid/data-grid-premium/');
  const demos = page.getByRole('complementary', { name: 'Demos' });
  const aggregation = demos.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Data Grid - Aggregation', exact: true }) });
  await expect(aggregation.getByRole('img', { name: 'Premium plan' })).toBeVisible();
  await expect(demos.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Data Grid - Sorting', exact: true }) }).getByRole('img')).toHaveCount(0);
  await expect(demos).not.toContainText('<span');
});

test('the layout choice persists across a reload without a hydration warning', async ({ page, consoleProblems }) => {
  await page.goto('/x/api/date-pickers/date-picker/');
  await waitForHydration(page);
  const props = page.locator('[data-section="props"]');
  await expect(props.getByRole('button', { name: 'Table' })).toHaveAttribute('aria-pressed', 'true');
  await expect(props.locator('table[data-layout="table"]')).toBeVisible();
  await props.getByRole('button', { name: 'Collapsed' }).click();
  await expect(props.locator('[data-layout="collapsed"]')).toBeVisible();
  const valueToggle = props.getByRole('button', { name: 'Details of value' });
  await expect(valueToggle).toHaveAttribute('aria-expanded', 'false');
  await expect(props.locator('#date-picker-prop-value-details')).toBeHidden();
  // A single entry opens on its own.
  await valueToggle.click();
  await expect(valueToggle).toHaveAttribute('aria-expanded', 'true');
  await expect(props.locator('#date-picker-prop-value-details')).toContainText('The selected value.');
  // Other sections keep their own choice.
  await expect(page.locator('[data-section="slots"] table[data-layout="table"]')).toBeVisible();

  await page.reload();
  await waitForHydration(page);
  await expect(page.locator('[data-section="props"]').getByRole('button', { name: 'Collapsed' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('[data-section="props"] [data-layout="collapsed"]')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('apiPage_props'))).toBe('collapsed');
  expectClean(consoleProblems);
});

test('a targeted prop opens and highlights even in the collapsed layout', async ({ page, consoleProblems }) => {
  await page.addInitScript(() => localStorage.setItem('apiPage_props', 'collapsed'));
  await page.goto('/x/api/date-pickers/date-picker/#date-picker-prop-value');
  await waitForHydration(page);
  await expect(page.getByRole('button', { name: 'Details of value' })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('#date-picker-prop-value-details')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Details of onChange' })).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('#date-picker-prop-value')).toBeInViewport();
  expect(await background(page, '#date-picker-prop-value')).not.toBe(HIGHLIGHT_NONE);
  expectClean(consoleProblems);
});

test('the filter narrows the props as you type', async ({ page, consoleProblems }) => {
  await page.goto('/x/api/data-grid/grid-col-def/');
  await waitForHydration(page);
  const rows = page.locator('[data-section="props"] :is(li, tr)[id^="grid-col-def-prop-"]');
  const before = await rows.count();
  expect(before).toBeGreaterThan(20);
  await page.getByLabel('Filter props').fill('renderce');
  await expect(rows.first()).toHaveId('grid-col-def-prop-renderCell');
  const after = await rows.count();
  expect(after).toBeLessThan(5);
  await expect(page.locator('[data-section="props"]').getByRole('status')).toHaveText(`${after} of ${before}`);
  await page.getByLabel('Filter props').fill('no such prop anywhere');
  await expect(rows).toHaveCount(0);
  await expect(page.getByText('No entry matches the filter.')).toBeVisible();
  await page.getByLabel('Filter props').fill('');
  await expect(rows).toHaveCount(before);
  expectClean(consoleProblems);
});

test('the pickers index groups every page and links to it', async ({ page, consoleProblems }) => {
  await page.goto('/x/api/date-pickers/');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Date and Time Pickers API');
  for (const name of ['Pickers', 'Fields', 'Calendars', 'Clocks', 'Toolbars', 'Others']) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  }
  await expect(page.getByRole('heading', { level: 3, name: 'Date Range Pickers' }).getByRole('img', { name: 'Pro plan' })).toBeVisible();
  const pickers = site.products.find((product) => product.apiFolder === 'date-pickers')!;
  await expect(page.locator('article li > a[href^="/x/api/date-pickers/"]')).toHaveCount(pickers.api.components.length);
  await page.locator('article').getByRole('link', { name: 'StaticTimePicker', exact: true }).click();
  await expect(page).toHaveURL(/\/x\/api\/date-pickers\/static-time-picker\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('StaticTimePicker API');
  expectClean(consoleProblems);
});

const ownedByReact = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => Object.keys(element).some((key) => key.startsWith('__react')));

test('a served API page keeps its entries as server HTML, which still answers the reader; a client-side visit draws them', async ({ page, consoleProblems }) => {
  await page.goto('/x/api/data-grid/data-grid/');
  await waitForHydration(page);
  const props = page.locator('[data-section="props"]');
  // Hundreds of rows that never change are not hydrated.
  expect(await ownedByReact(page, '#data-grid-prop-rows')).toBe(false);
  expect(await ownedByReact(page, '[data-section="props"] [role="group"]')).toBe(true);

  // A toggle still closes its entry (Data Grid pages open expanded).
  const rowsToggle = props.getByRole('button', { name: 'Details of rows', exact: true });
  await rowsToggle.click();
  await expect(rowsToggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('#data-grid-prop-rows-details')).toBeHidden();
  // A link to an entry highlights it.
  await page.locator('#data-grid-prop-columns').getByRole('link', { name: 'columns', exact: true }).click();
  await expect.poll(() => background(page, '#data-grid-prop-columns')).not.toBe(HIGHLIGHT_NONE);

  // Filtering hands the entries to React, and the closed entry stays closed.
  await page.getByLabel('Filter props').fill('rows');
  await expect(props.locator('li[id^="data-grid-prop-"]').first()).toBeVisible();
  expect(await ownedByReact(page, '#data-grid-prop-rows')).toBe(true);
  await expect(props.getByRole('button', { name: 'Details of rows', exact: true })).toHaveAttribute('aria-expanded', 'false');
  await page.getByLabel('Filter props').fill('');

  // Reached by a client-side navigation, a page has no server HTML to keep: React draws it all.
  await page.locator('#data-grid-prop-columns').getByRole('link', { name: 'GridColDef' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('GridColDef API');
  const rows = page.locator('[data-section="props"] :is(li, tr)[id^="grid-col-def-prop-"]');
  expect(await rows.count()).toBeGreaterThan(20);
  expect(await ownedByReact(page, '#grid-col-def-prop-field')).toBe(true);
  expectClean(consoleProblems);
});

test('a Premium page gives in full what its plan adds or changes, and names the rest, each leading to the page that describes it', async ({ page, consoleProblems }) => {
  await page.goto('/x/api/data-grid/data-grid-premium/#data-grid-premium-prop-rows');
  await waitForHydration(page);
  // An address that names an entry another page describes still lands on it, marked.
  const rows = page.locator('#data-grid-premium-prop-rows');
  await expect(rows).toBeInViewport();
  expect(await background(page, '#data-grid-premium-prop-rows')).not.toBe(HIGHLIGHT_NONE);
  await expect(page.locator('h3#props-from-data-grid')).toContainText('Props from DataGrid');
  // What Premium adds, and what it changes (the API object's type), are described here.
  await expect(page.locator('#data-grid-premium-prop-rowGroupingModel-details')).toContainText('GridRowGroupingModel');
  await expect(page.locator('#data-grid-premium-prop-apiRef-details')).toContainText('GridApiPremium');
  // The filter narrows the names too: a Pro prop stays, DataGrid's list goes.
  const props = page.locator('[data-section="props"]');
  await page.getByLabel('Filter props').fill('treeData');
  await expect(props.locator('h3#props-from-data-grid-pro')).toBeVisible();
  await expect(props.locator('h3#props-from-data-grid')).toHaveCount(0);
  await expect(props.locator('#data-grid-premium-prop-treeData')).toBeVisible();
  await page.getByLabel('Filter props').fill('');
  await rows.getByRole('link', { name: 'rows', exact: true }).click();
  await expect(page).toHaveURL(/\/x\/api\/data-grid\/data-grid\/#data-grid-prop-rows$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('DataGrid API');
  await expect(page.locator('#data-grid-prop-rows')).toBeInViewport();
  expectClean(consoleProblems);
});

test("a grid's slots and CSS classes are on pages of their own, one click from its page", async ({ page, consoleProblems }) => {
  await page.goto('/x/api/data-grid/data-grid-pro/');
  await waitForHydration(page);
  await page.locator('section[aria-labelledby="slots"]').getByRole('link', { name: 'GridProSlotsComponent' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('GridProSlotsComponent API');
  // Pro's own slots carry its plan; DataGrid's are there too.
  await expect(page.locator('#grid-pro-slots-component-prop-headerFilterCell').getByRole('img', { name: 'Pro plan' })).toBeVisible();
  await expect(page.locator('#grid-pro-slots-component-prop-toolbar')).toHaveCount(1);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('DataGridPro API');
  await page.locator('section[aria-labelledby="classes"]').getByRole('link', { name: 'gridClasses' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('gridClasses API');
  // A table of 224 classes, each with its class name and what it styles.
  await expect(page.locator('tr#grid-classes-classes-cell')).toContainText('.MuiDataGrid-cell');
  await expect(page.locator('tr#grid-classes-classes-cell')).toContainText('Styles applied to the cell element.');
  expectClean(consoleProblems);
});
