import { expect, scrollToEndCountingShifts, test, waitForHydration } from './fixtures';

test.use({ viewport: { width: 1400, height: 900 } });

test('code tabs remember the chosen package manager across pages and reloads', async ({ page }) => {
  await page.goto('/x/introduction/installation/');
  await waitForHydration(page);
  const firstGroup = page.locator('[data-storage-key="package-manager"]').first();
  await firstGroup.getByRole('tab', { name: 'yarn' }).click();
  await expect(firstGroup.getByRole('tabpanel')).toContainText('yarn add');
  // Every group with the same key follows.
  const groups = page.locator('[data-storage-key="package-manager"]');
  const count = await groups.count();
  expect(count).toBeGreaterThan(1);
  for (let index = 0; index < count; index += 1) {
    await expect(groups.nth(index).getByRole('tab', { name: 'yarn' })).toHaveAttribute('aria-selected', 'true');
  }
  await page.reload();
  await waitForHydration(page);
  await expect(firstGroup.getByRole('tab', { name: 'yarn' })).toHaveAttribute('aria-selected', 'true');
});

test('the copy button copies the code and confirms', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/x/introduction/installation/');
  await waitForHydration(page);
  const block = page.locator('article .MuiCode-root').first();
  await block.hover();
  const button = block.locator('.MuiCode-copy');
  await button.click();
  await expect(button).toContainText('Copied');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await block.locator('code').textContent());
  await expect(button).toContainText('Copy', { timeout: 4000 });
  await expect(button).not.toContainText('Copied');
});

test('headings carry anchors and the table of contents follows scrolling', async ({ page }) => {
  await page.goto('/x/introduction/licensing/');
  await waitForHydration(page);
  const toc = page.getByRole('navigation', { name: 'Page table of contents' });
  await expect(toc.locator('[aria-current="location"]')).toHaveCount(0);
  await toc.getByRole('link', { name: 'Pro plan' }).click();
  await expect(page).toHaveURL(/#pro-plan$/);
  await expect(page.locator('#pro-plan')).toBeInViewport();
  await expect(toc.locator('[aria-current="location"]')).toHaveText('Pro plan');
  await page.waitForTimeout(1200);
  await page.evaluate(() => document.getElementById('license-key-installation')?.scrollIntoView());
  await expect(toc.locator('[aria-current="location"]')).toHaveText('License key installation');
});

test('links inside markdown navigate on the client', async ({ page }) => {
  await page.goto('/x/introduction/');
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
  await page.locator('article').getByRole('link', { name: /installation/i }).first().click();
  await expect(page).toHaveURL(/\/x\/introduction\/installation\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Installation');
  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
});

test('back to top appears after scrolling and returns to the top', async ({ page }) => {
  await page.goto('/x/introduction/licensing/');
  await waitForHydration(page);
  const button = page.getByTestId('back-to-top');
  await expect(button).toBeHidden();
  await page.mouse.wheel(0, 1500);
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('the skip link is the first stop and jumps to the content', async ({ page }) => {
  await page.goto('/x/introduction/support/');
  await waitForHydration(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();
});

test.describe('blocks far down a long page', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('are skipped until the reader scrolls near them, then drawn without moving the page', async ({ page }) => {
    await page.goto('/x/introduction/installation/');
    await waitForHydration(page);
    const state = () =>
      page.evaluate(() => {
        const blocks = [...document.querySelectorAll('article .defer-narrow')].filter((block) => block.firstElementChild);
        const block = blocks[blocks.length - 1]!;
        return {
          count: blocks.length,
          contentVisibility: getComputedStyle(block).contentVisibility,
          top: block.getBoundingClientRect().top + scrollY,
          drawn: block.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }),
        };
      });
    const before = await state();
    expect(before.count).toBeGreaterThan(0);
    expect(before.contentVisibility).toBe('auto');
    // Never on the first screen, and not drawn while far from it.
    expect(before.top).toBeGreaterThan(844);
    expect(before.drawn).toBe(false);

    const shift = await scrollToEndCountingShifts(page);
    expect(shift).toBe(0);
    expect((await state()).drawn).toBe(true);
  });

  test('are all laid out at once when the page is opened at a fragment', async ({ page }) => {
    await page.goto('/x/introduction/installation/#charts');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-deep-link', '');
    const contentVisibility = await page.locator('article .defer-narrow').last().evaluate((block) => getComputedStyle(block).contentVisibility);
    expect(contentVisibility).toBe('visible');
  });
});
