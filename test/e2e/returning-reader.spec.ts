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

// Pages whose demos show dates: a demo that drew "today" on the server would draw the build's day,
// and a reader on another day would get a calendar that does not match it (React error #418).
const DATE_PAGES = [
  '/x/react-date-pickers/date-calendar/',
  '/x/react-date-pickers/date-picker/',
  '/x/react-date-pickers/date-range-calendar/',
  '/x/react-date-pickers/shortcuts/',
  '/x/react-date-pickers/time-clock/',
  '/x/react-date-pickers/timezone/',
];

test('a reader months after the build gets date demos that hydrate cleanly', async ({ page }) => {
  test.slow();
  await page.clock.install({ time: new Date(Date.now() + 120 * 24 * 3600 * 1000) });
  await page.clock.resume();
  for (const url of DATE_PAGES) {
    await page.goto(url);
    await waitForHydration(page);
    const demos = page.locator('[data-demo]');
    const count = await demos.count();
    expect(count, url).toBeGreaterThan(0);
    for (let index = 0; index < count; index += 1) {
      await demos.nth(index).scrollIntoViewIfNeeded();
      await expect(demos.nth(index), url).toHaveAttribute('data-demo-live', /.*/);
    }
  }
});
