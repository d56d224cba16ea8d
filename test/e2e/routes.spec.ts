import { site } from '../../data/site';
import { apiRoute } from '../../src/shared/nav/apiRoutes';
import { exportedRoutes } from '../../src/shared/nav/siteNav';
import { expect, test } from './fixtures';

test('every exported route answers 200 with an h1, a title and a description', async ({ request }) => {
  test.setTimeout(120_000);
  const failures: string[] = [];
  // Sequential batches keep the static server and the two cores from being swamped.
  for (let start = 0; start < exportedRoutes.length; start += 20) {
    const batch = exportedRoutes.slice(start, start + 20);
    await Promise.all(
      batch.map(async (route) => {
        const response = await request.get(`${route}/`);
        const html = await response.text();
        if (response.status() !== 200) failures.push(`${route}: HTTP ${response.status()}`);
        else if (!/<h1[\s>]/.test(html)) failures.push(`${route}: no <h1>`);
        else if (!/<title[^>]*>[^<]+ - MUI X<\/title>/.test(html)) failures.push(`${route}: no <title>`);
        else if (!/<meta name="description" content="[^"]+"/.test(html)) failures.push(`${route}: no description`);
      }),
    );
  }
  expect(failures).toEqual([]);
  // Among them, every API page the site model lists and every product's landing page.
  const modelRoutes = site.products.flatMap((product) => [
    `/x/${product.routeSegment}`,
    ...[...product.api.components, ...product.api.interfaces].map((entry) => apiRoute(product.apiFolder, typeof entry === 'string' ? entry : entry.name)),
  ]);
  expect(exportedRoutes).toEqual(expect.arrayContaining(modelRoutes));
});

test('the site root and /x/ lead to the introduction', async ({ page }) => {
  for (const entry of ['/', '/x/']) {
    await page.goto(entry);
    await expect(page).toHaveURL(/\/x\/introduction\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Overview');
  }
});

test('an unknown route gets the 404 page with suggestions', async ({ page, consoleProblems }) => {
  consoleProblems.allow(/HTTP 404: .*\/sortng\/$/);
  const response = await page.goto('/x/react-data-grid/sortng/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  const suggestions = page.getByTestId('not-found-suggestions');
  await expect(suggestions.getByRole('link').first()).toBeVisible();
  await expect(suggestions).toContainText('/x/react-data-grid/');
  expect(consoleProblems.messages.filter((message) => !message.includes('404'))).toEqual([]);
});

