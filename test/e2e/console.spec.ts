import fs from 'node:fs';
import { markdownPathForRoute } from '../../src/node/markdown/contentPath';
import { withTrailingSlash } from '../../src/shared/nav/routes';
import { exportedRoutes } from '../../src/shared/nav/siteNav';
import { expect, test, waitForHydration } from './fixtures';

/**
 * One written guide page without demos per product section, found from the nav tree and the
 * markdown on disk, so the list follows the content. The quality sweep, with these same checks,
 * loads every page with demos dark, and every other page light, turned dark after its load. These
 * are the quick check that a page of the other kind also hydrates cleanly when it is dark from its
 * first byte.
 */
const firstWritten = new Map<string, string>();
for (const route of exportedRoutes) {
  const section = route.split('/')[2]!;
  const markdown = markdownPathForRoute(route);
  if (route.startsWith('/x/api/') || firstWritten.has(section) || !fs.existsSync(markdown) || fs.readFileSync(markdown, 'utf8').includes('{{"demo":')) continue;
  firstWritten.set(section, withTrailingSlash(route));
}
const WRITTEN = [...firstWritten.values()];

test('finds a written page in every section that has one', () => {
  expect(WRITTEN.length).toBeGreaterThan(1);
  expect(WRITTEN).toContain('/x/introduction/');
});

for (const route of WRITTEN) {
  test(`${route} renders cleanly in dark mode`, async ({ page, consoleProblems }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(route);
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'dark');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${route}$`));
    // Hydration problems surface as console errors ("did not match", "hydrat…").
    expect(consoleProblems.messages).toEqual([]);
  });
}
