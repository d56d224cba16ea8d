import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

const PAGE = '/x/react-data-grid/layout/';
const light = (page: Page) => page.locator('img.only-light-mode[src$="flex-layout-light.svg"]');
const dark = (page: Page) => page.locator('img.only-dark-mode[src$="flex-layout-dark.svg"]');

/** Whether the browser fetched and decoded the image, at the size the build wrote on it. */
const loaded = (page: Page, selector: string) =>
  page.locator(selector).evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth === 640 && image.naturalHeight === 360);

test('a guide image carries its size from the build, keeps its box before it loads, then loads', async ({ page, consoleProblems }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  // Hold the picture back: its box must already have the file's proportions.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/static/x/data-grid/layout/flex-layout-light.svg', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(PAGE);
  await waitForHydration(page);
  const image = light(page);
  await expect(image).toHaveAttribute('width', '640');
  await expect(image).toHaveAttribute('height', '360');
  await expect(image).toHaveAttribute('loading', 'lazy');
  await expect(image).toHaveAttribute('decoding', 'async');
  await image.scrollIntoViewIfNeeded();
  const before = await image.boundingBox();
  expect(await image.evaluate((element: HTMLImageElement) => element.complete)).toBe(false);
  expect(before!.width).toBeGreaterThan(0);
  expect(before!.height).toBeCloseTo((before!.width * 360) / 640, 0);

  release();
  await expect.poll(() => loaded(page, 'img.only-light-mode[src$="flex-layout-light.svg"]')).toBe(true);
  expect(await image.boundingBox()).toEqual(before);
  expect(consoleProblems.messages).toEqual([]);
});

for (const scheme of ['light', 'dark'] as const) {
  test(`only the ${scheme} image of the pair shows, and only it is fetched, in ${scheme} mode`, async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (/flex-layout-(light|dark)\.svg$/.test(request.url())) fetched.push(request.url().replace(/.*\//, ''));
    });
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto(PAGE);
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', scheme);
    const [shown, hidden] = scheme === 'light' ? [light(page), dark(page)] : [dark(page), light(page)];
    await shown.scrollIntoViewIfNeeded();
    await expect(shown).toBeVisible();
    await expect(hidden).toBeHidden();
    await expect.poll(() => loaded(page, `img.only-${scheme}-mode`)).toBe(true);
    expect(fetched).toEqual([`flex-layout-${scheme}.svg`]);
  });
}

test('the Markdown twin shows the light image at its absolute address', async ({ request }) => {
  const twin = await (await request.get('/x/react-data-grid/layout.md')).text();
  expect(twin).toMatch(/!\[A parent flex column[^\]]*\]\(https?:\/\/[^)]+\/static\/x\/data-grid\/layout\/flex-layout-light\.svg\)/);
  expect(twin).not.toContain('flex-layout-dark.svg');
});
