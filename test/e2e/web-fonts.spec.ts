import type { Page } from '@playwright/test';
import { WEB_FONTS_CACHED_KEY } from '../../src/client/theme/webFonts';
import { expect, test } from './fixtures';

// The web font is used only once cached (src/client/theme/webFonts.ts).
test.use({ startOnLoad: false });

const PAGE = '/x/introduction/installation/';
const firstFace = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.querySelector('article p') as Element).fontFamily.split(',')[0].replace(/["']/g, '').trim());

test('a first visit draws in the fallback face and fetches the web font once idle; the next page uses it from its first frame', async ({ page, consoleProblems }) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font' && /roboto/i.test(request.url())) fonts.push(request.url());
  });
  await page.goto(PAGE, { waitUntil: 'load' });
  expect(await firstFace(page)).toBe('Arial');
  expect(fonts).toEqual([]);

  await page.keyboard.press('Shift');
  await page.waitForSelector('html[data-hydrated="true"]');
  await expect.poll(() => page.evaluate((key) => window.localStorage.getItem(key), WEB_FONTS_CACHED_KEY), { timeout: 10_000 }).toBe('1');
  // Regular, medium and bold; none of them drawn on this page.
  expect(new Set(fonts).size).toBe(3);
  expect(await firstFace(page)).toBe('Arial');

  await page.reload({ waitUntil: 'load' });
  expect(await firstFace(page)).toBe('roboto');
  await page.evaluate(() => document.fonts.ready);
  expect(await page.evaluate(() => document.fonts.check('16px roboto'))).toBe(true);
  expect(consoleProblems.messages).toEqual([]);
});
