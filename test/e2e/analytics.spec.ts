import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

/** The gtag commands queued on `window.dataLayer` (no measurement id in the test build: nothing is sent). */
function dataLayer(page: Page): Promise<unknown[][]> {
  return page.evaluate(() => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>)));
}

async function events(page: Page, name: string): Promise<Record<string, unknown>[]> {
  return (await dataLayer(page)).filter(([command, event]) => command === 'event' && event === name).map(([, , params]) => params as Record<string, unknown>);
}

test('page_view on first load and after a client-side navigation, with the page title and product ids', async ({ page }) => {
  const outside: string[] = [];
  page.on('request', (request) => {
    const host = new URL(request.url()).hostname;
    if (host !== '127.0.0.1') outside.push(request.url());
  });
  await page.goto('/x/react-data-grid/pagination/#page-size');
  await waitForHydration(page);
  await expect.poll(() => events(page, 'page_view')).toHaveLength(1);
  expect((await events(page, 'page_view'))[0]).toEqual({
    page_title: await page.title(),
    page_location: '/x/react-data-grid/pagination/',
    productId: 'x-data-grid',
    productCategoryId: 'x',
  });
  expect(await page.locator('meta[name="mui:productId"]').getAttribute('content')).toBe('x-data-grid');

  // A hash change is not a page view; a route change is, once the new title is in place.
  await page.getByRole('navigation', { name: 'Page table of contents' }).getByRole('link').first().click();
  await page.evaluate(() => (window as unknown as { next: { router: { push: (url: string) => Promise<boolean> } } }).next.router.push('/x/react-date-pickers/date-picker/'));
  await expect(page.locator('h1').first()).toHaveText('Date Picker');
  await expect.poll(() => events(page, 'page_view')).toHaveLength(2);
  const [, second] = await events(page, 'page_view');
  expect(second).toEqual({ page_title: await page.title(), page_location: '/x/react-date-pickers/date-picker/', productId: 'x-date-pickers', productCategoryId: 'x' });
  expect(second.page_title).toBe('React Date Picker component - MUI X');
  // No measurement id: gtag is never loaded and nothing leaves the machine.
  expect(outside).toEqual([]);
});

test('clicks on tracked elements send their event; user properties and web vitals are reported', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/x/introduction/installation/');
  await waitForHydration(page);

  const block = page.locator('article .MuiCode-root').first();
  await block.hover();
  await block.locator('.MuiCode-copy').click();
  await page.getByTestId('settings-button').click();
  await page.getByRole('radio', { name: 'Dark', exact: true }).click();
  await page.getByRole('radio', { name: 'Right to left', exact: true }).click();
  await expect.poll(() => events(page, 'settings')).toEqual([{ eventAction: 'dark' }, { eventAction: 'rtl' }]);
  expect(await events(page, 'code')).toEqual([{ eventAction: 'copy-click' }]);

  const properties = Object.assign({}, ...(await dataLayer(page)).filter(([command]) => command === 'set').map(([, , params]) => params));
  expect(properties).toMatchObject({ codeVariant: 'TS', codeStylingVariant: 'MUI System', userLanguage: 'en', colorSchemeOS: 'light', colorScheme: 'dark' });
  expect(properties.devicePixelRatio).toBe(Math.round((await page.evaluate(() => window.devicePixelRatio)) * 10) / 10);

  // The test build samples every session (WEB_VITALS_SAMPLE_RATE=1).
  await expect.poll(() => events(page, 'FCP'), { timeout: 10_000 }).toHaveLength(1);
  const [fcp] = await events(page, 'FCP');
  expect(fcp).toMatchObject({ metric_label: 'Web Vitals', metric_id: expect.stringMatching(/^v\d+-/) });
  expect(fcp.value).toBe(fcp.metric_delta);
  expect(fcp.metric_value).toBeGreaterThan(0);
});
