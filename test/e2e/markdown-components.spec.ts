import { readFileSync } from 'node:fs';
import { expect, test, waitForHydration, type ConsoleProblems } from './fixtures';

test.use({ viewport: { width: 1400, height: 900 } });

function expectClean(consoleProblems: ConsoleProblems) {
  expect(consoleProblems.messages).toEqual([]);
}

test('the Data Grid overview draws its feature table, plans, highlights and install tabs from the server HTML', async ({ page, consoleProblems }) => {
  await page.goto('/x/react-data-grid/');
  // Static directives are HTML the build wrote: present before any script runs.
  const served = await (await page.request.get('/x/react-data-grid/')).text();
  expect(served).toContain('data-directive="FeatureTable"');
  expect(served).toContain('Column pinning');
  await waitForHydration(page);

  const table = page.getByRole('table', { name: /^Features of the Data Grid/ });
  await expect(table.getByRole('columnheader')).toHaveText(['Feature', 'Community', 'Pro', 'Premium']);
  const pinning = table.getByRole('row', { name: /Column pinning/ });
  await expect(pinning.getByRole('cell')).toHaveText(['Not included', 'Included', 'Included']);
  const grouping = table.getByRole('row', { name: /Row grouping/ });
  await expect(grouping.getByRole('cell')).toHaveText(['Not included', 'Not included', 'Included']);
  await expect(table.getByRole('rowheader', { name: 'Sorting' }).getByRole('link')).toHaveAttribute('href', '/x/react-data-grid/sorting/');

  const plans = page.locator('[data-directive="PlanComparison"] li[data-plan]');
  await expect(plans).toHaveCount(3);
  await expect(plans.nth(1)).toContainText('@mui/x-data-grid-pro v8.8.0');
  await expect(plans.nth(1)).toContainText('Everything in Community, plus:');
  await expect(page.getByRole('link', { name: 'About the Premium plan' })).toHaveAttribute('href', '/x/introduction/licensing/#premium-plan');

  await expect(page.locator('[data-directive="FeatureHighlights"]').getByRole('link', { name: 'Editing' })).toHaveAttribute('href', '/x/react-data-grid/editing/');

  const install = page.locator('[data-storage-key="package-manager"]').first();
  await expect(install.getByRole('tabpanel')).toHaveText(/^npm install @mui\/x-data-grid@8\.8\.0 @mui\/material@\^7\.\d+\.\d+ @emotion\/react@\^11/);
  await install.getByRole('tab', { name: 'pnpm' }).click();
  await expect(install.getByRole('tabpanel')).toContainText('pnpm add @mui/x-data-grid@8.8.0');
  await expect(page.getByText('Peer dependencies, which your app may already have:')).toBeVisible();
  expectClean(consoleProblems);
});

test('the feature table is drawn at its final size by the server, and reads in dark mode', async ({ page, browser }) => {
  // The server HTML alone, without any script: what a reader sees before hydration.
  const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1400, height: 900 }, colorScheme: 'dark' });
  const bare = await noScript.newPage();
  await bare.goto('/x/react-data-grid/');
  const serverBox = await bare.locator('[data-directive="FeatureTable"] table').boundingBox();
  await noScript.close();

  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/x/react-data-grid/');
  await waitForHydration(page);
  const table = page.locator('[data-directive="FeatureTable"] table');
  expect(serverBox).not.toBeNull();
  expect(await table.boundingBox()).toEqual(serverBox);
  await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'dark');
  // Light text on the dark background.
  const color = await table.getByRole('rowheader', { name: 'Pivoting' }).evaluate((cell) => getComputedStyle(cell).color);
  const [red, green, blue] = (color.match(/\d+/g) ?? []).map(Number);
  expect(red + green + blue).toBeGreaterThan(600);
});

test('inline code naming a prop links to its row on the API page', async ({ page, consoleProblems }) => {
  await page.goto('/x/react-data-grid/pagination/');
  await waitForHydration(page);
  const article = page.locator('article');
  const link = article.locator('a.api-link', { hasText: /^pageSizeOptions$/ }).first();
  await expect(link).toHaveAttribute('href', '/x/api/data-grid/data-grid/#data-grid-prop-pageSizeOptions');
  await expect(article.locator('a.api-link', { hasText: /^apiRef\.current\.setPage\(\)$/ })).toHaveAttribute('href', '/x/api/data-grid/grid-api/#grid-api-prop-setPage');
  // Headings keep their code unlinked.
  await expect(article.locator('h2 a.api-link')).toHaveCount(0);
  await link.click();
  await expect(page).toHaveURL(/\/x\/api\/data-grid\/data-grid\/#data-grid-prop-pageSizeOptions$/);
  await expect(page.locator('#data-grid-prop-pageSizeOptions')).toBeInViewport();
  expectClean(consoleProblems);
});

test('the pagination page lists its API object members and selectors from the typings', async ({ page, consoleProblems }) => {
  await page.goto('/x/react-data-grid/pagination/#grid-pagination-api-method-setPage');
  await waitForHydration(page);
  const setPage = page.locator('#grid-pagination-api-method-setPage');
  await expect(setPage).toBeInViewport();
  await expect(setPage).toContainText('(page: number) => void');
  await expect(page.locator('#selector-gridPaginationModelSelector')).toContainText('(apiRef) => GridPaginationModel');
  // One entry per selector of the category the page names, as the installed typings tag them.
  const { selectors } = JSON.parse(readFileSync('src/shared/api/generated/gridApiObjects.json', 'utf8')) as { selectors: Array<{ category?: string }> };
  const pagination = selectors.filter((selector) => selector.category === 'Pagination');
  await expect(page.locator('[data-directive="Selectors"] dt')).toHaveCount(pagination.length);
  expectClean(consoleProblems);
});

test('the Markdown twin writes the directives as tables and code', async ({ request }) => {
  const twin = await (await request.get('/x/react-data-grid.md')).text();
  expect(twin).toContain('| Feature | Community | Pro | Premium |');
  expect(twin).toMatch(/\| \[Column pinning\]\([^)]+\/x\/react-data-grid\/column-pinning\/\) \| No \| Yes \| Yes \|/);
  expect(twin).toContain('```bash title="yarn"\nyarn add @mui/x-data-grid@8.8.0');
  const pagination = await (await request.get('/x/react-data-grid/pagination.md')).text();
  expect(pagination).toContain('| `setPage` | `(page: number) => void` |');
});
