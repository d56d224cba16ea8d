import { expect, test, waitForHydration } from './fixtures';

test.use({ viewport: { width: 1400, height: 900 } });

test('right-to-left flips the document and the layout', async ({ page, consoleProblems }) => {
  await page.goto('/x/introduction/installation/');
  await waitForHydration(page);
  const drawer = page.getByTestId('nav-drawer');
  expect((await drawer.boundingBox())?.x).toBe(0);

  await page.getByTestId('settings-button').click();
  await page.getByRole('radio', { name: 'Right to left' }).click();
  await page.getByRole('button', { name: 'Close settings' }).click();

  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const box = await drawer.boundingBox();
  expect(box && box.x + box.width).toBe(1400);
  const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
  expect(heading && heading.x + heading.width).toBeGreaterThan(700);
  // This page has no MUI component (the frame is plain CSS with logical properties); demos.spec.ts
  // checks that a demo, drawn by MUI, mirrors too.

  // Client navigation keeps the direction for the rest of the visit.
  await drawer.getByRole('link', { name: 'Licensing' }).click();
  await expect(page).toHaveURL(/licensing\/$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(consoleProblems.messages).toEqual([]);
});

