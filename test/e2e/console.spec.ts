import { expect, test, waitForHydration } from './fixtures';

const WRITTEN = [
  '/x/introduction/',
  '/x/introduction/installation/',
  '/x/introduction/licensing/',
  '/x/introduction/support/',
  '/x/introduction/roadmap/',
  '/x/common-concepts/custom-components/',
  '/x/react-data-grid/row-grouping/',
];

for (const colorScheme of ['light', 'dark'] as const) {
  for (const route of WRITTEN) {
    test(`${route} renders cleanly in ${colorScheme} mode`, async ({ page, consoleProblems }) => {
      await page.emulateMedia({ colorScheme });
      await page.goto(route);
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', colorScheme);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${route}$`));
      // Hydration problems surface as console errors ("did not match", "hydrat…").
      expect(consoleProblems.messages).toEqual([]);
    });
  }
}
