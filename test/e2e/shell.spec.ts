import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { NAV_DRAWER_ID } from '../../src/shared/nav/shellIds';

// The shell answers before the page's code: the nav drawer and the version menu are popovers of
// the server HTML, their groups `<details>` (src/client/layout/NavDrawer.tsx, VersionMenu.tsx).
const PAGE = '/x/react-data-grid/sorting/';
const PHONE = { width: 390, height: 844 };

const drawer = (page: Page) => page.getByTestId('nav-drawer');
/** A branch of the drawer by its title (the innermost element with the text is the summary's span). */
const group = (page: Page, name: string) => drawer(page).locator(`details:has(> summary > span:text-is("${name}"))`);

test.describe('with no script at all', () => {
  test.use({ javaScriptEnabled: false, viewport: PHONE });

  test('the menu opens the drawer, a closed group opens, Escape closes it, and its links lead on', async ({ page }) => {
    await page.goto(PAGE);
    await expect(drawer(page)).toBeHidden();
    await page.getByRole('button', { name: 'Open main navigation' }).click();
    await expect(drawer(page)).toBeVisible();
    // The reader's branch is open, their page marked; a closed branch opens on a tap.
    await expect(drawer(page).locator('[aria-current="page"]')).toHaveText('Sorting');
    await expect(drawer(page).locator('[aria-current="page"]')).toBeInViewport();
    const rows = group(page, 'Rows');
    await expect(rows.getByRole('link', { name: 'Row pinning' })).toBeHidden();
    await rows.locator(':scope > summary').click();
    await expect(rows.getByRole('link', { name: 'Row pinning' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer(page)).toBeHidden();
    // Another product is a link to its pages, whose drawer holds them.
    await page.getByRole('button', { name: 'Open main navigation' }).click();
    await drawer(page).getByRole('link', { name: 'Charts', exact: true }).click();
    await expect(page).toHaveURL(/\/x\/react-charts\/$/);
    await page.getByRole('button', { name: 'Open main navigation' }).click();
    await group(page, 'Bars').locator(':scope > summary').click();
    await drawer(page).getByRole('link', { name: 'Bars overview' }).click();
    await expect(page).toHaveURL(/\/x\/react-charts\/bars\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Charts - Bars');
  });

  test('the version menu opens with its links, and a tap outside closes it', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(PAGE);
    const menu = page.locator('#version-menu');
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: /^Versions: v\d/ }).click();
    await expect(menu.getByRole('link')).toHaveText([/^v\d+\.\d+\.\d+/, 'v7', 'v6', 'v5', 'v4']);
    await expect(menu.getByRole('link', { name: 'v7' })).toHaveAttribute('href', 'https://mui.com/x/react-data-grid/sorting/');
    await page.mouse.click(700, 600);
    await expect(menu).toBeHidden();
  });

  test('the settings panel opens with its choices, takes one, and closes', async ({ page }) => {
    await page.goto(PAGE);
    const panel = page.getByRole('dialog', { name: 'Settings' });
    await expect(panel).toBeHidden();
    await page.getByTestId('settings-button').click();
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('radio', { name: 'Left to right' })).toBeChecked();
    // Mode, direction and code variant draw an icon beside their words.
    for (const name of ['Light', 'System', 'Dark', 'Left to right', 'Right to left', 'TypeScript', 'JavaScript']) {
      const label = panel.locator('label').filter({ has: page.getByRole('radio', { name, exact: true }) });
      expect(await label.locator('svg').boundingBox(), name).toMatchObject({ width: 20, height: 20 });
    }
    await panel.getByRole('radio', { name: 'Dense' }).click();
    await expect(panel.getByRole('radio', { name: 'Dense' })).toBeChecked();
    await expect(panel.getByRole('radio', { name: 'Default' })).not.toBeChecked();
    await page.getByRole('button', { name: 'Close settings' }).click();
    await expect(panel).toBeHidden();
    await page.getByTestId('settings-button').click();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
  });

  test('the table of contents takes the reader to its section', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(PAGE);
    const toc = page.getByRole('navigation', { name: 'Page table of contents' });
    const link = toc.getByRole('link').nth(3);
    const target = decodeURIComponent((await link.getAttribute('href'))?.split('#')[1] ?? '');
    await link.click();
    await expect(page).toHaveURL(new RegExp(`#${target}$`));
    await expect(page.locator(`[id="${target}"]`)).toBeInViewport();
  });
});

test.describe('before the page code, then with it', () => {
  test.use({ startOnLoad: false, viewport: PHONE });

  test("the drawer's first frame shows the reader's page, deep in the list, with no jump after it", async ({ page }) => {
    await page.goto('/x/api/data-grid/grid-filter-model/', { waitUntil: 'load' });
    const centred = await page.evaluate((id) => {
      // The toggle event is kept from the page: what centres the page's link must not wait for it.
      window.addEventListener('toggle', (event) => event.stopImmediatePropagation(), true);
      return new Promise<{ inView: boolean; scrolled: number }>((resolve) => {
        document.querySelector<HTMLElement>(`header button[popovertarget="${id}"]`)!.click();
        // Asked for after the click, so it runs after the drawer's own callback and before that frame is laid out and painted.
        requestAnimationFrame(() => {
          const drawer = document.getElementById(id)!;
          const box = drawer.getBoundingClientRect();
          const item = drawer.querySelector('[aria-current="page"]')!.getBoundingClientRect();
          resolve({ inView: item.top >= box.top && item.bottom <= box.bottom, scrolled: drawer.scrollTop });
        });
      });
    }, NAV_DRAWER_ID);
    expect(centred.scrolled).toBeGreaterThan(0);
    expect(centred.inView).toBe(true);
  });

  test('the loader opens the drawer laid out in advance, not as a popover: dimmed page, a tap there closes it, focus goes in and back', async ({ page }) => {
    await page.goto(PAGE, { waitUntil: 'load' });
    // Closed, it is laid out all the same, beside the screen, and hidden (so not a link to a reader yet).
    const link = drawer(page).locator('a[href="/x/react-data-grid/pagination/"]');
    const closed = await link.evaluate((element) => element.getBoundingClientRect().toJSON() as DOMRect);
    expect(closed.width).toBeGreaterThan(0);
    expect(closed.right).toBeLessThanOrEqual(0);
    await expect(drawer(page)).toBeHidden();

    const menu = page.getByRole('button', { name: 'Open main navigation' });
    await menu.click();
    await expect(drawer(page)).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(await drawer(page).evaluate((element) => element.matches(':popover-open'))).toBe(false);
    const open = await link.evaluate((element) => element.getBoundingClientRect().toJSON() as DOMRect);
    expect(open.left).toBeGreaterThanOrEqual(0);
    expect(open.width).toBe(closed.width);
    // Above the header, as the popover was.
    expect(await page.evaluate(() => document.elementFromPoint(10, 10)?.closest('#docs-nav') !== null)).toBe(true);

    // A tap on the dimmed page beside it closes it, and reaches nothing under it.
    const url = page.url();
    await page.mouse.click(PHONE.width - 20, PHONE.height / 2);
    await expect(drawer(page)).toBeHidden();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(page.url()).toBe(url);

    // From the keyboard: the drawer comes next in the tab order, and Escape gives focus back.
    await menu.focus();
    await page.keyboard.press('Enter');
    await expect(drawer(page)).toBeVisible();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('#docs-nav')?.id)).toBe(NAV_DRAWER_ID);
    await page.keyboard.press('Escape');
    await expect(drawer(page)).toBeHidden();
    await expect(menu).toBeFocused();
  });

  test('a drawer opened before the code arrives stays open once, and closes when a link in it is followed', async ({ page }) => {
    // The page's code is held back until the drawer is open.
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_next/static/**/*.js', async (route: Route) => {
      await released;
      await route.continue();
    });
    await page.goto(PAGE, { waitUntil: 'load' });
    await page.getByRole('button', { name: 'Open main navigation' }).click();
    await expect(drawer(page)).toBeVisible();
    release();
    await page.waitForSelector('html[data-hydrated="true"]');
    // Hydration keeps what the reader opened, and the loader replays nothing onto the button.
    await expect(drawer(page)).toBeVisible();
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await drawer(page).getByRole('link', { name: 'Pagination', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Data Grid - Pagination');
    await expect(drawer(page)).toBeHidden();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });

  test('settings chosen before the code arrives apply at once, and the code takes them over', async ({ page, consoleProblems }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_next/static/**/*.js', async (route: Route) => {
      await released;
      await route.continue();
    });
    await page.goto(PAGE, { waitUntil: 'load' });
    const root = page.locator('html');
    const panel = page.getByRole('dialog', { name: 'Settings' });
    await page.getByTestId('settings-button').click();
    await expect(panel.getByRole('radio', { name: 'System' })).toBeChecked();
    await panel.getByRole('radio', { name: 'Dark', exact: true }).click();
    await panel.getByRole('radio', { name: 'Right to left' }).click();
    await panel.getByRole('radio', { name: 'JavaScript' }).click();
    // Answered by the browser and the inline loader, with every script of the page still held.
    await expect(root).toHaveAttribute('data-mui-color-scheme', 'dark');
    await expect(root).toHaveAttribute('dir', 'rtl');
    expect(await root.getAttribute('data-hydrated')).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('mui-mode'))).toBe('dark');

    release();
    await page.waitForSelector('html[data-hydrated="true"]');
    // The code keeps every choice: the direction (its right-to-left styles), the code variant
    // (its cookie), and the radios as the reader left them.
    await expect(root).toHaveAttribute('dir', 'rtl');
    await expect.poll(() => page.locator('style[data-emotion^="rtl"]').count()).toBeGreaterThan(0);
    await expect.poll(() => page.evaluate(() => document.cookie)).toContain('codeVariant=JS');
    await expect(panel.getByRole('radio', { name: 'Right to left' })).toBeChecked();
    await expect(panel.getByRole('radio', { name: 'Dark', exact: true })).toBeChecked();
    // From here the code owns the panel.
    await panel.getByRole('radio', { name: 'Left to right' }).click();
    await expect(root).toHaveAttribute('dir', 'ltr');
    await panel.getByRole('radio', { name: 'Light', exact: true }).click();
    await expect(root).toHaveAttribute('data-mui-color-scheme', 'light');
    expect(await page.evaluate(() => [...document.documentElement.attributes].map((a) => a.name).filter((n) => n.startsWith('data-early-')))).toEqual([]);
    expect(consoleProblems.messages).toEqual([]);
  });
});

