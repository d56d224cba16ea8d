import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

// Demos that remember a reader's choices in localStorage. The server draws them without storage,
// so a returning reader's saved state must arrive after hydration, not during it: a state read
// while React hydrates differs from the server's HTML, and React throws (error #418), which the
// fixture's console watch fails on.

async function openDemo(page: Page, url: string, demo: string) {
  await page.goto(url);
  await waitForHydration(page);
  const box = page.locator(`[data-demo="${demo}"]`);
  await box.scrollIntoViewIfNeeded();
  await expect(box).toHaveAttribute('data-demo-live', /.*/);
  return box;
}

test('a returning reader finds the column layout they saved, and the page hydrates cleanly', async ({ page }) => {
  const layout = { orderedFields: ['status', 'flightNumber'], dimensions: { status: { width: 150 } } };
  await page.addInitScript((saved) => window.localStorage.setItem('flight-board-layout', saved), JSON.stringify(layout));
  const box = await openDemo(page, '/x/react-data-grid/column-recipes/', 'data-grid/column-recipes/SavedFlightLayoutGrid');
  await expect(box.getByRole('columnheader').first()).toHaveText('Status');
  await expect(box.getByText(/^localStorage\[/)).toContainText('"orderedFields":["status","flightNumber"]');
  // Forgetting it brings back the columns' own order, and the next visit starts from there.
  await box.getByRole('button', { name: 'Forget the layout' }).click();
  await expect(box.getByRole('columnheader').first()).toHaveText('Flight');
  expect(await page.evaluate(() => window.localStorage.getItem('flight-board-layout'))).toBeNull();
});

test('a returning reader finds the filters they saved, and the page hydrates cleanly', async ({ page }) => {
  const model = { items: [{ id: 7, field: 'country', operator: 'contains', value: 'Japan' }] };
  await page.addInitScript((saved) => window.localStorage.setItem('docs-demo-order-filters', saved), JSON.stringify(model));
  const box = await openDemo(page, '/x/react-data-grid/filtering-recipes/', 'data-grid/filtering-recipes/SavedOrderFiltersGrid');
  await expect(box.getByText(/^localStorage\[/)).toContainText('"value":"Japan"');
  const countries = await box.locator('[role="gridcell"][data-field="country"]').allTextContents();
  expect(countries.length).toBeGreaterThan(0);
  expect(countries.every((country) => country.includes('Japan'))).toBe(true);
});
