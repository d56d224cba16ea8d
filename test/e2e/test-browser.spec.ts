import { expect, test } from '@playwright/test';
import { OUR_DISABLED_FEATURES, PLAYWRIGHT_DISABLED_FEATURES } from '../../scripts/lib/chromiumLaunch';

// Chromium keeps only the last `--disable-features` it is given: the browser the tests run in must
// have been given exactly one, turning off both Playwright's features and ours
// (scripts/lib/chromiumLaunch.ts), whatever flags a later change adds.
test('the test browser turns off Playwright\'s features and its hidden UI\'s own pages, in one flag', async ({ page }) => {
  await page.goto('chrome://version');
  const commandLine = (await page.locator('#command_line').textContent()) ?? '';
  const flags = commandLine.split(/\s+/).filter((arg) => arg.startsWith('--disable-features='));
  expect(flags).toHaveLength(1);
  const features = flags[0]!.slice('--disable-features='.length).split(',');
  expect(features).toEqual(expect.arrayContaining([...PLAYWRIGHT_DISABLED_FEATURES, ...OUR_DISABLED_FEATURES]));
});
