import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

const scheme = (page: Page) => page.locator('html');

async function chooseMode(page: Page, mode: 'Light' | 'System' | 'Dark') {
  await page.getByTestId('settings-button').click();
  await page.getByRole('radio', { name: mode, exact: true }).click();
  await page.getByRole('button', { name: 'Close settings' }).click();
}

function bodyBackground(page: Page) {
  return page.evaluate(() => getComputedStyle(document.body).backgroundColor);
}

test('system mode is the default and follows the OS preference live', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/x/introduction/');
  await waitForHydration(page);
  await expect(scheme(page)).toHaveAttribute('data-mui-color-scheme', 'light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(scheme(page)).toHaveAttribute('data-mui-color-scheme', 'dark');
  expect(await bodyBackground(page)).toBe('rgb(12, 17, 23)');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(scheme(page)).toHaveAttribute('data-mui-color-scheme', 'light');
});

test('the chosen mode survives a reload and reaches other tabs', async ({ page, context }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/x/introduction/');
  await waitForHydration(page);
  const other = await context.newPage();
  await other.emulateMedia({ colorScheme: 'light' });
  await other.goto('/x/introduction/licensing/');
  await waitForHydration(other);

  await chooseMode(page, 'Dark');
  await expect(scheme(page)).toHaveAttribute('data-mui-color-scheme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('mui-mode'))).toBe('dark');
  await expect(scheme(other)).toHaveAttribute('data-mui-color-scheme', 'dark');

  await page.reload();
  await expect(scheme(page)).toHaveAttribute('data-mui-color-scheme', 'dark');
  await waitForHydration(page);
  await page.getByTestId('settings-button').click();
  await expect(page.getByRole('radio', { name: 'Dark', exact: true })).toBeChecked();
});

test('a stored dark mode paints dark before any script of the app runs', async ({ page, consoleProblems }) => {
  // The app's scripts are blocked on purpose.
  consoleProblems.allow(/request failed: .*\/_next\/static\/.*\.js \(net::ERR_FAILED\)/);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.addInitScript(() => window.localStorage.setItem('mui-mode', 'dark'));
  // With the app's JavaScript blocked, React never hydrates: whatever shows is the server HTML
  // plus the inline colour-scheme script.
  await page.route('**/_next/static/**/*.js', (route) => route.abort());
  await page.goto('/x/introduction/', { waitUntil: 'domcontentloaded' });
  await expect(scheme(page)).toHaveAttribute('data-mui-color-scheme', 'dark');
  expect(await bodyBackground(page)).toBe('rgb(12, 17, 23)');
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
});

test('light mode stays light under a dark OS preference', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.addInitScript(() => window.localStorage.setItem('mui-mode', 'light'));
  await page.goto('/x/introduction/');
  await expect(scheme(page)).toHaveAttribute('data-mui-color-scheme', 'light');
  expect(await bodyBackground(page)).toBe('rgb(255, 255, 255)');
});
