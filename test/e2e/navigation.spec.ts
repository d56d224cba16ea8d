import type { Locator, Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

/** A branch of the drawer by its title, and whether it is open (`<details>`, NavDrawerItem.tsx). */
const branch = (scope: Page | Locator, name: string) => scope.locator(`details:has(> summary > span:text-is("${name}"))`);
const expectOpen = (scope: Page | Locator, name: string, open: boolean) => expect(branch(scope, name)).toHaveJSProperty('open', open);

test.use({ viewport: { width: 1400, height: 900 } });

test('the drawer opens the active branch and highlights the page', async ({ page }) => {
  await page.goto('/x/react-data-grid/column-pinning/');
  const nav = page.getByRole('navigation', { name: 'Main navigation' }).first();
  await expectOpen(nav, 'Data Grid', true);
  await expectOpen(nav, 'Columns', true);
  await expectOpen(nav, 'Rows', false);
  // Another product is one link to it, not its few hundred pages (drawerScope.ts).
  await expect(branch(nav, 'Charts')).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Charts', exact: true })).toHaveAttribute('href', '/x/react-charts/');
  const active = nav.locator('[aria-current="page"]');
  await expect(active).toHaveCount(1);
  await expect(active).toContainText('Column pinning');
  await expect(active.getByRole('img', { name: 'Pro plan' })).toBeVisible();
  await expect(active).toBeInViewport();
});

test('the active link is scrolled into view inside the drawer only', async ({ page }) => {
  await page.goto('/x/migration/migration-data-grid-v4/');
  const active = page.getByTestId('nav-drawer').locator('[aria-current="page"]');
  await expect(active).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('groups toggle and links navigate on the client', async ({ page }) => {
  await page.goto('/x/react-charts/');
  await waitForHydration(page);
  const nav = page.getByTestId('nav-drawer');
  await page.evaluate(() => ((window as unknown as { navMarker: boolean }).navMarker = true));
  const bars = branch(nav, 'Bars').locator(':scope > summary');
  await bars.click();
  await expectOpen(nav, 'Bars', true);
  await bars.click();
  await expectOpen(nav, 'Bars', false);
  await bars.click();
  // As `next/link` does: a link under the pointer fetches its page's data before the click.
  const prefetched = page.waitForRequest((request) => new URL(request.url()).pathname.endsWith('/x/react-charts/bars.json'));
  await nav.getByRole('link', { name: 'Bars overview' }).hover();
  await prefetched;
  await nav.getByRole('link', { name: 'Bars overview' }).click();
  await expect(page).toHaveURL(/\/x\/react-charts\/bars\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Charts - Bars');
  await expect(nav.locator('[aria-current="page"]')).toHaveText('Bars overview');
  // Still the same document: the drawer did a client-side navigation.
  expect(await page.evaluate(() => (window as unknown as { navMarker?: boolean }).navMarker)).toBe(true);
});

test("a move to another product's page by the drawer brings that product's pages, on the client", async ({ page, consoleProblems }) => {
  await page.goto('/x/react-data-grid/sorting/');
  await waitForHydration(page);
  const nav = page.getByTestId('nav-drawer');
  await page.evaluate(() => ((window as unknown as { navMarker: boolean }).navMarker = true));
  await nav.getByRole('link', { name: 'Charts', exact: true }).click();
  await expect(page).toHaveURL(/\/x\/react-charts\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Charts');
  await expectOpen(nav, 'Charts', true);
  await expect(nav.locator('[aria-current="page"]')).toHaveText('Overview');
  await expect(branch(nav, 'Data Grid')).toHaveCount(0);
  // And back: the grid's pages again, the page marked, its branch open.
  await nav.getByRole('link', { name: 'Data Grid', exact: true }).click();
  await expect(page).toHaveURL(/\/x\/react-data-grid\/$/);
  await expectOpen(nav, 'Data Grid', true);
  await nav.getByRole('link', { name: 'Sorting', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Data Grid - Sorting');
  await expect(nav.locator('[aria-current="page"]')).toHaveText('Sorting');
  expect(await page.evaluate(() => (window as unknown as { navMarker?: boolean }).navMarker)).toBe(true);
  expect(consoleProblems.messages).toEqual([]);
});

test('client-side navigation between two pages with demos shows the new page and its live demos', async ({ page, consoleProblems }) => {
  await page.goto('/x/react-data-grid/layout/');
  await waitForHydration(page);
  await page.getByTestId('nav-drawer').getByRole('link', { name: 'Pagination', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Data Grid - Pagination');
  const demo = page.locator('[data-demo="data-grid/pagination/PageSizeOptionsGrid"]');
  await expect(demo).toHaveAttribute('data-demo-live', 'true');
  await expect(demo.getByRole('grid')).toBeVisible();
  expect(consoleProblems.messages).toEqual([]);
});

test('a client-side move to an API page draws its title, then its entries and footer; a move to one of its sections lands on it', async ({ page, consoleProblems }) => {
  await page.goto('/x/api/data-grid/data-grid/');
  await waitForHydration(page);
  await page.locator('a[rel="next"]').press('Enter');
  await expect(page).toHaveURL(/\/x\/api\/data-grid\/data-grid-premium\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('DataGridPremium API');
  // The entries and the footer follow the title (useRestDrawn.ts).
  await expect(page.locator('#props')).toBeVisible();
  await expect(page.locator('[id="data-grid-premium-prop-rows"]')).toHaveCount(1);
  await expect(page.locator('a[rel="next"]')).toHaveAttribute('href', '/x/api/data-grid/data-grid-pro/');
  // With a fragment, the page is drawn whole at once, so the router finds the section to scroll to.
  await page.evaluate(() => (window as unknown as { next: { router: { push: (url: string) => Promise<boolean> } } }).next.router.push('/x/api/data-grid/data-grid-pro/#classes'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('DataGridPro API');
  await expect(page.locator('#classes')).toBeInViewport();
  expect(consoleProblems.messages).toEqual([]);
});

test('prev / next follow the drawer order', async ({ page }) => {
  await page.goto('/x/introduction/roadmap/');
  await waitForHydration(page);
  // By keyboard: the links sit at the foot of the page, below demos that are still coming to life
  // after a client-side move and grow the page; a pointer aimed a moment earlier can land beside them.
  await page.getByRole('link', { name: /Next.*Slots and subcomponents/ }).press('Enter');
  await expect(page).toHaveURL(/\/x\/common-concepts\/custom-components\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Slots and subcomponents');
  // The drawer follows: the new page's group opens, and the mark moves to its link.
  const nav = page.getByTestId('nav-drawer');
  await expectOpen(nav, 'Common concepts', true);
  await expect(nav.locator('[aria-current="page"]')).toHaveText('Slots and subcomponents');
  await page.getByRole('link', { name: /Previous.*Roadmap/ }).press('Enter');
  await expect(page).toHaveURL(/\/x\/introduction\/roadmap\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Roadmap');
  await expect(nav.locator('[aria-current="page"]')).toHaveText('Roadmap');
  await expectOpen(nav, 'Common concepts', true);
});

test('the version menu keeps the page where older majors have it', async ({ page }) => {
  await page.goto('/x/react-data-grid/sorting/');
  await waitForHydration(page);
  await expect(page.getByTestId('product-name')).toHaveText('Data Grid');
  const button = page.getByRole('button', { name: /^Versions: v\d/ });
  await button.click();
  const menu = page.locator('#version-menu');
  const items = menu.getByRole('link');
  await expect(items).toHaveText([/^v\d+\.\d+\.\d+/, 'v7', 'v6', 'v5', 'v4']);
  await expect(items.nth(0)).toHaveAttribute('href', '/x/react-data-grid/sorting/');
  await expect(items.nth(1)).toHaveAttribute('href', 'https://mui.com/x/react-data-grid/sorting/');
  await expect(items.nth(4)).toHaveAttribute('href', 'https://v4.mui.com/components/data-grid/sorting/');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
});

test('the version label is the installed package version', async ({ page }) => {
  const { version } = await import('@mui/x-data-grid/package.json', { with: { type: 'json' } }).then((m) => m.default);
  await page.goto('/x/react-charts/');
  await expect(page.getByRole('button', { name: `Versions: v${version}` })).toBeVisible();
});

test('the mobile drawer opens from the menu button and closes after navigating', async ({ page }) => {
  await page.setViewportSize({ width: 500, height: 900 });
  await page.goto('/x/introduction/');
  await waitForHydration(page);
  await expect(page.getByTestId('nav-drawer')).toBeHidden();
  await page.getByRole('button', { name: 'Open main navigation' }).click();
  const drawer = page.getByTestId('nav-drawer');
  await expect(drawer).toBeVisible();
  await page.evaluate(() => ((window as unknown as { navMarker: boolean }).navMarker = true));
  await drawer.getByRole('link', { name: 'Licensing' }).click();
  await expect(page).toHaveURL(/\/x\/introduction\/licensing\/$/);
  await expect(drawer).toBeHidden();
  expect(await page.evaluate(() => (window as unknown as { navMarker?: boolean }).navMarker)).toBe(true);
});
