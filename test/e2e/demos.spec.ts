import type { Page } from '@playwright/test';
import { decompressFromBase64 } from 'lz-string';
import { expect, scrollToEndCountingShifts, test, waitForHydration } from './fixtures';

const PAGE = '/x/react-data-grid/';

function demo(page: Page) {
  return page.locator('[data-demo="data-grid/overview/LibraryCatalogGrid"]');
}

test('a grid demo is live: it renders rows and sorts them', async ({ page, consoleProblems }) => {
  await page.goto(PAGE);
  await waitForHydration(page);
  const grid = demo(page).getByRole('grid');
  await expect(grid.getByRole('row')).toHaveCount(6);
  await grid.getByRole('columnheader', { name: 'Title' }).click();
  await expect(grid.getByRole('row').nth(1)).toContainText('A Field Guide to Clouds');
  expect(consoleProblems.messages).toEqual([]);
});

test("while MUI keeps <body> unselectable (a finger on a grid's header), the page's text selects nothing, and the page is not restyled for it", async ({ page }) => {
  await page.goto(PAGE);
  await waitForHydration(page);
  const text = page.locator('.docs-markdown p').first();
  const dragAcross = async () => {
    await page.evaluate(() => getSelection()?.removeAllRanges());
    const box = (await text.boundingBox())!;
    await page.mouse.move(box.x + 2, box.y + 8);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2, box.y + 8, { steps: 4 });
    await page.mouse.up();
    return page.evaluate(() => String(getSelection()));
  };
  expect(await dragAcross()).not.toBe('');
  // What MUI's Tooltip does on touchstart, until touchend.
  await page.evaluate(() => {
    document.body.style.webkitUserSelect = 'none';
  });
  expect(await dragAcross()).toBe('');
  // The app's root keeps its own value: the change stops there instead of reaching every element.
  expect(await page.evaluate(() => getComputedStyle(document.getElementById('__next')!).userSelect)).toBe('auto');
  await page.evaluate(() => {
    document.body.style.webkitUserSelect = '';
  });
  expect(await dragAcross()).not.toBe('');
});

test('the code panel shows highlighted source and the JS/TS choice survives a reload', async ({ page }) => {
  await page.goto(PAGE);
  await waitForHydration(page);
  const box = demo(page);
  // The short JSX preview shows first; "Expand code" opens the whole file.
  await expect(box.locator('[data-code-panel="preview"]')).toContainText('<DataGrid');
  await box.getByRole('button', { name: 'Expand code' }).click();
  const code = box.locator('[data-code-panel] code');
  await expect(code).toContainText('interface Book');
  expect(await code.locator('.token.keyword').count()).toBeGreaterThan(3);

  await box.getByRole('button', { name: 'JS', exact: true }).click();
  await expect(code).not.toContainText('interface Book');
  await expect(code).toContainText("import { DataGrid } from '@mui/x-data-grid';");

  await page.reload();
  await waitForHydration(page);
  await expect(demo(page).getByRole('button', { name: 'JS', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await demo(page).getByRole('button', { name: 'Expand code' }).click();
  await expect(demo(page).locator('[data-code-panel="JS"] code')).not.toContainText('interface Book');
});

test('copy puts the shown variant on the clipboard and confirms', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(PAGE);
  await waitForHydration(page);
  const box = demo(page);
  await box.getByRole('button', { name: 'Copy the source' }).click();
  await expect(box.getByRole('button', { name: 'Copied' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('interface Book');
  expect(copied).toContain('export default function LibraryCatalogGrid()');
  await expect(box.getByRole('button', { name: 'Copy the source' })).toBeVisible({ timeout: 3000 });
});

test('a link to #Name.tsx opens that demo with its TypeScript source', async ({ page, context }) => {
  await context.addCookies([{ name: 'codeVariant', value: 'JS', domain: '127.0.0.1', path: '/' }]);
  await page.goto(`${PAGE}#LibraryCatalogGrid.tsx`);
  await waitForHydration(page);
  const box = demo(page);
  await expect(box.getByRole('button', { name: 'TS', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(box.locator('[data-code-panel="TS"] code')).toContainText('interface Book');
});

test('the toolbar is one tab stop with arrow-key navigation, and reset restores the demo', async ({ page }) => {
  await page.goto(PAGE);
  await waitForHydration(page);
  const box = demo(page);
  const toolbar = box.getByRole('toolbar', { name: 'Demo source' });
  await expect(toolbar.locator('[tabindex="0"]')).toHaveCount(1);
  await toolbar.getByRole('button', { name: 'JS', exact: true }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(toolbar.getByRole('button', { name: 'TS', exact: true })).toBeFocused();
  await page.keyboard.press('End');
  await expect(toolbar.getByRole('button', { name: 'Reset demo' })).toBeFocused();
  await page.keyboard.press('Home');
  await expect(toolbar.getByRole('button', { name: 'JS', exact: true })).toBeFocused();

  const grid = box.getByRole('grid');
  await grid.getByRole('columnheader', { name: 'Title' }).click();
  await expect(grid.getByRole('row').nth(1)).toContainText('A Field Guide to Clouds');
  await toolbar.getByRole('button', { name: 'Reset demo' }).click();
  await expect(grid.getByRole('row').nth(1)).toContainText('The Lighthouse Keeper');
});

test('demo code is not part of the first load: it arrives when the demo nears the viewport', async ({ page }) => {
  // A phone-sized window scrolled to the top: the demo starts more than the 400 px look-ahead
  // below the fold (checked below, so a layout change cannot make this test pass vacuously).
  await page.setViewportSize({ width: 400, height: 120 });
  // Each script's body is read as it arrives; the checks wait for every read started so far, so
  // a chunk whose body is still being read when the grid shows is counted, not missed.
  const reads: Promise<string | null>[] = [];
  page.on('response', (response) => {
    if (!response.url().endsWith('.js')) return;
    reads.push(response.text().then((body) => (body.includes('docs-demo:data-grid/overview/LibraryCatalogGrid') ? response.url() : null), () => null));
  });
  const demoChunks = async () => (await Promise.all(reads)).filter((url) => url !== null);
  await page.goto(PAGE);
  await waitForHydration(page);
  expect((await demo(page).boundingBox())!.y).toBeGreaterThan(120 + 400);
  await page.waitForTimeout(500);
  expect(await demoChunks()).toEqual([]);
  // Until then the demo's boundary keeps the server HTML the build rendered (for a grid, its
  // sized box: the grid itself draws only in the browser), not the loading placeholder.
  await expect(demo(page).locator('[data-demo-pending]')).toHaveCount(0);
  await expect(demo(page).locator('.MuiBox-root').first()).toBeAttached();
  await demo(page).scrollIntoViewIfNeeded();
  await expect(demo(page).getByRole('grid')).toBeVisible();
  expect(await demoChunks()).toHaveLength(1);
});

test('right-to-left flips a demo and keeps what the reader did in it', async ({ page, consoleProblems }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto(PAGE);
  await waitForHydration(page);
  const header = demo(page).getByRole('columnheader', { name: 'Title' });
  await expect(header).toBeVisible();
  await expect(demo(page)).toHaveAttribute('data-demo-live', 'true');
  await header.click();
  const firstRow = demo(page).getByRole('grid').getByRole('row').nth(1);
  await expect(firstRow).toContainText('A Field Guide to Clouds');
  const area = await demo(page).boundingBox();
  const before = await header.boundingBox();
  expect(before!.x - area!.x).toBeLessThan(area!.width / 2);

  await page.getByTestId('settings-button').click();
  await page.getByRole('radio', { name: 'Right to left' }).click();
  await page.getByRole('button', { name: 'Close settings' }).click();
  await expect.poll(async () => {
    const after = await header.boundingBox();
    return after!.x - area!.x;
  }).toBeGreaterThan(area!.width / 2);
  // The same demo, restyled, not a fresh one: the sort the reader chose is still applied.
  await expect(firstRow).toContainText('A Field Guide to Clouds');
  expect(consoleProblems.messages).toEqual([]);
});

test('switching to right-to-left before the demo code has arrived leaves the demos in place, then mirrors them', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  // The demo box's chunk is held back until the switch is made: the reader is quicker than the network.
  // The demo's own chunk comes later still, so the box first mounts without its demo.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let releaseDemo = () => {};
  const demoReleased = new Promise<void>((resolve) => (releaseDemo = resolve));
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes('data-demo-live')) await released;
    if (body.includes('The Lighthouse Keeper')) await demoReleased;
    await route.fulfill({ response, body });
  });
  await page.goto(PAGE);
  await waitForHydration(page);
  const box = demo(page);
  const height = (await box.boundingBox())!.height;
  expect(height).toBeGreaterThan(200);
  await expect(box).not.toHaveAttribute('data-demo-live', 'true');

  await page.getByTestId('settings-button').click();
  await page.getByRole('radio', { name: 'Right to left' }).click();
  await page.getByRole('button', { name: 'Close settings' }).click();
  // Give an urgent re-render every chance to have replaced the server HTML with an empty fallback.
  await page.waitForTimeout(500);
  await expect(box, 'the demo keeps its server HTML').toBeVisible();
  expect((await box.boundingBox())?.height).toBe(height);

  release();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(box.locator('[data-demo-pending]'), 'the box has mounted, its demo not yet').toHaveCount(1);
  expect((await box.boundingBox())?.height, 'the box waits for its demo at the height it had').toBe(height);

  releaseDemo();
  await expect(box).toHaveAttribute('data-demo-live', 'true');
  const header = await box.getByRole('columnheader', { name: 'Title' }).boundingBox();
  const area = (await box.boundingBox())!;
  expect(header!.x - area.x).toBeGreaterThan(area.width / 2);
});

test('open in CodeSandbox and StackBlitz post a complete project, in the shown variant', async ({ page, context }) => {
  const posts: { url: string; body: string }[] = [];
  // The services are faked at the network layer: nothing leaves the machine.
  await context.route(/^https:\/\/(codesandbox\.io|stackblitz\.com)\//, async (route) => {
    posts.push({ url: route.request().url(), body: route.request().postData() ?? '' });
    await route.fulfill({ status: 200, contentType: 'text/html', body: '<title>sandbox</title>' });
  });
  await page.goto(PAGE);
  await waitForHydration(page);
  const box = demo(page);

  const [codeSandbox] = await Promise.all([context.waitForEvent('page'), box.getByRole('button', { name: 'Open in CodeSandbox' }).click()]);
  await codeSandbox.waitForLoadState();
  expect(posts[0].url).toBe('https://codesandbox.io/api/v1/sandboxes/define');
  const form = new URLSearchParams(posts[0].body);
  expect(form.get('query')).toBe('file=/src/Demo.tsx');
  const parameters = form.get('parameters')!.replace(/-/g, '+').replace(/_/g, '/');
  const definition = JSON.parse(decompressFromBase64(parameters)) as { files: Record<string, { content: string }> };
  expect(definition.files['src/Demo.tsx'].content).toContain('interface Book');
  expect(JSON.parse(definition.files['package.json'].content).dependencies['@mui/x-data-grid']).toMatch(/^\d+\.\d+\.\d+/);

  await box.getByRole('button', { name: 'JS', exact: true }).click();
  const [stackBlitz] = await Promise.all([context.waitForEvent('page'), box.getByRole('button', { name: 'Open in StackBlitz' }).click()]);
  await stackBlitz.waitForLoadState();
  expect(posts[1].url).toBe('https://stackblitz.com/run');
  const fields = new URLSearchParams(posts[1].body);
  expect(fields.get('project[files][src/Demo.jsx]')).toContain('export default function LibraryCatalogGrid()');
  expect(fields.get('project[files][src/Demo.jsx]')).not.toContain('interface Book');
  expect(fields.get('file')).toBe('src/Demo.jsx');
});

test('a date picker demo opens its calendar and keeps the chosen date', async ({ page, consoleProblems }) => {
  await page.goto('/x/react-date-pickers/date-picker/');
  await waitForHydration(page);
  const box = page.locator('[data-demo="date-pickers/date-picker/CheckInDatePicker"]');
  await expect(box).toContainText('Stored value: 2025-06-14');
  // The server HTML shows the picker at once; it responds once its code has hydrated it, which
  // starts when the reader brings it near the screen.
  await box.scrollIntoViewIfNeeded();
  await expect(box).toHaveAttribute('data-demo-live', 'true');
  await box.getByRole('button', { name: /Choose date/ }).click();
  const calendar = page.getByRole('dialog');
  await calendar.getByRole('gridcell', { name: '20', exact: true }).click();
  await expect(box).toContainText('Stored value: 2025-06-20');
  expect(consoleProblems.messages).toEqual([]);
});

test.describe('before the page code', () => {
  // Demos as a reader sees them before the page's code has started (the fixture otherwise starts it).
  test.use({ startOnLoad: false });

  test('until a grid demo is live its box shows a still copy of its first screen; a tap on a header there sorts the live grid, once, and nothing moves', async ({ page, consoleProblems }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(PAGE);
    // The Data Grid draws nothing on the server: the build put a copy of its header and first
    // rows in the box it will fill (src/node/gridSnapshots/), hidden from assistive technologies.
    const box = demo(page).locator('.MuiBox-root').first();
    const copy = box.locator('[data-grid-snapshot]');
    await expect(copy).toHaveAttribute('aria-hidden', 'true');
    const copiedHeader = copy.locator('.MuiDataGrid-columnHeaderTitle', { hasText: /^Title$/ });
    await expect(copiedHeader).toBeVisible();
    await expect(copy.locator('.MuiDataGrid-row')).toHaveCount(5);
    expect(await copy.locator('.MuiDataGrid-row').first().textContent()).not.toContain('A Field Guide to Clouds');
    const before = (await demo(page).boundingBox())!;
    const boxBefore = (await box.boundingBox())!;
    expect(boxBefore.height).toBeGreaterThan(200);
    // Its rows fill the box as the live grid's will: the copy is as wide as its box.
    expect((await copy.boundingBox())!.width).toBeCloseTo(boxBefore.width, 0);

    // The reader taps the copy's header before any code has run: the tap starts the page's code,
    // and once the grid is live it gets the click at that point.
    const header = (await copiedHeader.boundingBox())!;
    await page.mouse.click(header.x + header.width / 2, header.y + header.height / 2);
    await waitForHydration(page);
    await expect(demo(page)).toHaveAttribute('data-demo-live', 'true');
    const grid = demo(page).getByRole('grid');
    await expect(grid.getByRole('row')).toHaveCount(6);
    await expect(grid.getByRole('row').nth(1)).toContainText('A Field Guide to Clouds');
    await expect(demo(page).locator('[data-grid-snapshot]')).toHaveCount(0);
    // Answered once: a second sort would have turned the order round.
    await page.waitForTimeout(500);
    await expect(grid.getByRole('row').nth(1)).toContainText('A Field Guide to Clouds');
    expect((await demo(page).boundingBox())!).toEqual(before);
    expect((await box.boundingBox())!).toEqual(boxBefore);
    expect(consoleProblems.messages).toEqual([]);
  });

  test('a grid demo without a copy keeps the outline of a table until it is live', async ({ page, consoleProblems }) => {
    await page.goto(PAGE);
    // A demo that is not a grid has no stand-in, even where it holds an empty box (a colour swatch).
    await expect(page.locator('[data-demo][data-stand-in]:not([data-stand-in="grid"])')).toHaveCount(0);
    // The copy taken away as a page whose copies exceeded the HTML budget would have it.
    const box = demo(page).locator('.MuiBox-root').first();
    await box.evaluate((element) => element.replaceChildren());
    const standIn = await box.evaluate((element) => getComputedStyle(element).backgroundImage);
    expect(standIn).toMatch(/linear-gradient/);
    await page.evaluate(() => window.dispatchEvent(new Event('scroll')));
    await waitForHydration(page);
    await expect(demo(page)).toHaveAttribute('data-demo-live', 'true');
    await expect(demo(page).getByRole('grid').getByRole('row')).toHaveCount(6);
    expect(await box.evaluate((element) => getComputedStyle(element).backgroundImage)).toBe('none');
    expect(consoleProblems.messages).toEqual([]);
  });

  test('a chart demo is drawn in its server HTML, scaled into its box; the live chart takes its place at the size of that box and nothing moves', async ({ page, consoleProblems }) => {
    await page.goto('/x/react-charts/bars/');
    const demoBox = page.locator('[data-demo]').first();
    await expect(demoBox).toHaveAttribute('data-stand-in', 'chart');
    // Drawn by the build at a phone's size (chartDrawingPhase.ts), the SVG scaled to fill the box.
    const served = demoBox.locator('svg[viewBox="0 0 360 260"]');
    await expect(served).toHaveCount(1);
    await expect(served.locator('.MuiBarElement-root').first()).toBeVisible();
    const box = (await served.boundingBox())!;
    expect(box.height).toBeGreaterThan(150);
    const before = (await demoBox.boundingBox())!;

    // The reader scrolls: the page's code starts, the demo hydrates, the live chart measures its box.
    await page.evaluate(() => window.dispatchEvent(new Event('scroll')));
    await waitForHydration(page);
    await expect(demoBox).toHaveAttribute('data-demo-live', 'true');
    const surface = demoBox.locator('svg[viewBox]').filter({ has: page.locator('.MuiBarElement-root') });
    await expect(surface).toHaveAttribute('viewBox', `0 0 ${Math.floor(box.width)} ${Math.floor(box.height)}`);
    await expect(demoBox.locator('[data-server-drawing]')).toHaveCount(0);
    expect((await surface.boundingBox())!).toEqual(box);
    expect((await demoBox.boundingBox())!).toEqual(before);

    // A pie is drawn by the build the same way.
    await page.goto('/x/react-charts/pie/');
    const pie = page.locator('[data-demo]').first();
    await expect(pie).toHaveAttribute('data-stand-in', 'pie');
    await expect(pie.locator('svg[viewBox="0 0 360 260"] .MuiPieArc-root').first()).toBeVisible();

    // A chart whose drawing would weigh too much in its page's HTML (a mark on each of hundreds of
    // points) keeps its stand-in until it is live.
    await page.goto('/x/react-charts/zoom-and-pan/');
    const dense = page.locator('[data-demo="charts/zoom-and-pan/ZoomSliderPreviewSensor"]');
    await expect(dense.locator('svg[viewBox="0 0 0 0"]').first()).toBeVisible();
    expect(await dense.locator('svg[viewBox="0 0 0 0"]').first().evaluate((element) => getComputedStyle(element).backgroundImage)).toMatch(/linear-gradient/);
    expect(consoleProblems.messages).toEqual([]);
  });
});

test('demos are in the server HTML, styled, in place, with no script at all', async ({ browser }) => {
  // Without JavaScript nothing can move late content into place: every demo must already be
  // where it belongs, not a placeholder waiting for a script (React streams large boundaries
  // after the page unless the build puts them inline).
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/x/react-date-pickers/date-picker/');
  const box = page.locator('[data-demo="date-pickers/date-picker/CheckInDatePicker"]');
  await expect(box).toContainText('Stored value: 2025-06-14');
  const field = box.locator('.MuiPickersOutlinedInput-root').first();
  await expect(field).toBeVisible();
  // The outlined field's border comes from Emotion rules the build put in <head>.
  expect(await field.locator('fieldset').evaluate((element) => getComputedStyle(element).borderStyle)).toBe('solid');
  // The page's last demo, far below the first screen, is there too.
  const calendar = page.locator('[data-demo="date-pickers/date-picker/InlineCalendarDatePicker"]');
  await expect(calendar.getByRole('grid')).toBeVisible();
  await expect(calendar).toContainText('November 2025');
  await expect(page.locator('[data-demo-pending], template, div[hidden][id^="S:"]')).toHaveCount(0);
  // A Data Grid's rows, from the build's copy of its first screen, inside its box on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/x/react-data-grid/sorting/');
  const grid = page.locator('[data-demo][data-stand-in="grid"]').first().locator('[data-grid-snapshot]');
  await expect(grid.locator('.MuiDataGrid-row').first()).toBeVisible();
  await expect(grid.locator('.MuiDataGrid-row').first()).toContainText('Cordless drill 18 V');
  expect((await grid.boundingBox())!.width).toBeLessThanOrEqual(390);
  await context.close();
});

test('editing the code re-renders the demo; a mistake keeps the last good render; reset restores it', async ({ page, consoleProblems }) => {
  await page.goto(PAGE);
  await waitForHydration(page);
  const box = demo(page);
  await expect(box).toHaveAttribute('data-demo-live', 'true');
  await box.getByRole('button', { name: 'Expand code' }).click();
  await box.locator('[data-code-panel] pre').click();
  const editor = box.getByRole('textbox', { name: 'Source of the demo, editable' });
  await expect(editor).toBeFocused();
  const original = await editor.inputValue();
  expect(original).toContain("headerName: 'Title'");

  await editor.fill(original.replace("headerName: 'Title'", "headerName: 'Book title'"));
  const grid = box.getByRole('grid');
  await expect(grid.getByRole('columnheader', { name: 'Book title' })).toBeVisible();

  await editor.fill(original.replace('export default function', 'export default functio'));
  await expect(box.getByTestId('live-error')).toBeVisible();
  await expect(grid.getByRole('columnheader', { name: 'Book title' })).toBeVisible();

  await box.getByRole('button', { name: 'Reset demo' }).click();
  await expect(grid.getByRole('columnheader', { name: 'Title', exact: true })).toBeVisible();
  await expect(box.getByTestId('live-error')).toHaveCount(0);
  await expect(box.getByRole('textbox', { name: 'Source of the demo, editable' })).toHaveCount(0);
  expect(consoleProblems.messages).toEqual([]);
});

test('"more" menu links the source on GitHub and copies links to the JS and TS source, by mouse and by keyboard', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(PAGE);
  await waitForHydration(page);
  const box = demo(page);
  const more = box.getByRole('button', { name: 'More actions' });
  await expect(more).toHaveAttribute('aria-haspopup', 'menu');
  await more.click();
  const menu = box.getByRole('menu', { name: 'More actions' });
  await expect(menu.getByRole('menuitem')).toHaveText(['View the source on GitHub', 'Copy link to JavaScript source', 'Copy link to TypeScript source']);
  await expect(menu.getByRole('menuitem', { name: 'View the source on GitHub' })).toBeFocused();
  await expect(menu.getByRole('menuitem', { name: 'View the source on GitHub' })).toHaveAttribute('href', /\/blob\/v\d+\.\d+\.\d+\/docs\/data\/data-grid\/overview\/LibraryCatalogGrid\.tsx$/);
  await menu.getByRole('menuitem', { name: 'Copy link to TypeScript source' }).click();
  await expect(menu).toHaveCount(0);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/x\/react-data-grid\/#LibraryCatalogGrid\.tsx$/);
  await expect(box.getByRole('button', { name: 'Copied' })).toBeFocused();

  // Keyboard: the up arrow opens on the last item, Escape closes and gives the focus back.
  await expect(box.getByRole('button', { name: 'More actions' })).toBeVisible({ timeout: 3000 });
  await more.focus();
  await page.keyboard.press('ArrowUp');
  await expect(menu.getByRole('menuitem', { name: 'Copy link to TypeScript source' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(more).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Copy link to JavaScript source' })).toBeFocused();
  await page.keyboard.press('Enter');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/#LibraryCatalogGrid\.js$/);
});

test('a multi-file demo shows each file in a tab, every file editable, and sandboxes get them all', async ({ page, context, consoleProblems }) => {
  const posts: string[] = [];
  await context.route(/^https:\/\/stackblitz\.com\//, async (route) => {
    posts.push(route.request().postData() ?? '');
    await route.fulfill({ status: 200, contentType: 'text/html', body: '<title>sandbox</title>' });
  });
  await page.goto('/x/react-data-grid/pagination/');
  await waitForHydration(page);
  const box = page.locator('[data-demo="data-grid/pagination/ServerPaginationGrid"]');
  await box.scrollIntoViewIfNeeded();
  await expect(box).toHaveAttribute('data-demo-live', 'true');
  const grid = box.getByRole('grid');
  await expect(grid.getByRole('row').nth(1)).toContainText('Birchwood');

  await box.getByRole('button', { name: /^(Show|Expand) code$/ }).click();
  const tabs = box.getByRole('tablist', { name: 'Files of the demo' });
  await expect(tabs.getByRole('tab')).toHaveText(['ServerPaginationGrid.tsx', 'fakeOrderServer.ts']);
  await tabs.getByRole('tab', { name: 'fakeOrderServer.ts' }).click();
  await expect(box.getByRole('tabpanel')).toContainText('export function fetchOrders');

  // Edit the helper file: the demo re-runs with both files.
  await box.locator('[data-code-panel] pre').click();
  const editor = box.getByRole('textbox', { name: 'Source of the demo, editable' });
  const server = await editor.inputValue();
  await editor.fill(server.replace("'Birchwood'", "'Birch & Sons'"));
  await expect(grid.getByRole('row').nth(1)).toContainText('Birch & Sons');

  // Keyboard between tabs; the main file keeps its own (unedited) text.
  await tabs.getByRole('tab', { name: 'fakeOrderServer.ts' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(tabs.getByRole('tab', { name: 'ServerPaginationGrid.tsx' })).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.getByRole('tab', { name: 'ServerPaginationGrid.tsx' })).toBeFocused();
  await expect(editor).toHaveValue(/export default function ServerPaginationGrid/);

  const [stackBlitz] = await Promise.all([context.waitForEvent('page'), box.getByRole('button', { name: 'Open in StackBlitz' }).click()]);
  await stackBlitz.waitForLoadState();
  const fields = new URLSearchParams(posts[0]);
  expect(fields.get('project[files][src/fakeOrderServer.ts]')).toContain("'Birch & Sons'");
  expect(fields.get('project[files][src/Demo.tsx]')).toContain("from './fakeOrderServer'");

  await box.getByRole('button', { name: 'JS', exact: true }).click();
  await expect(tabs.getByRole('tab')).toHaveText(['ServerPaginationGrid.js', 'fakeOrderServer.js']);
  expect(consoleProblems.messages).toEqual([]);
});

test('a page carries only what its demos show; the rest is fetched once, when a live demo has been looked at', async ({ page, consoleProblems }) => {
  const sourceFiles: string[] = [];
  page.on('request', (request) => {
    // This demo's: the page's first demo, in view from the start, has its own fetched as well.
    if (request.url().includes('/static/demo-code/data-grid__pagination__ServerPaginationGrid.')) sourceFiles.push(new URL(request.url()).pathname);
  });
  const response = await page.goto('/x/react-data-grid/pagination/');
  const html = (await response?.text()) ?? '';
  // The helper file of the multi-file demo, and the full sources, are not in the page.
  expect(html).not.toContain('export function fetchOrders');
  await waitForHydration(page);
  const box = page.locator('[data-demo="data-grid/pagination/ServerPaginationGrid"]');
  await box.scrollIntoViewIfNeeded();
  await expect(box).toHaveAttribute('data-demo-live', 'true');
  // Once it has stayed in view a moment, not at once.
  expect(sourceFiles).toEqual([]);
  await expect.poll(() => sourceFiles.length, { timeout: 5000 }).toBe(1);

  // Tabs are known from the page; the sources are in already.
  await box.getByRole('button', { name: /^(Show|Expand) code$/ }).click();
  const tabs = box.getByRole('tablist', { name: 'Files of the demo' });
  await expect(tabs.getByRole('tab')).toHaveText(['ServerPaginationGrid.tsx', 'fakeOrderServer.ts']);
  await expect(box.locator('[data-code-panel="TS"] code')).toContainText('export default function ServerPaginationGrid');
  await tabs.getByRole('tab', { name: 'fakeOrderServer.ts' }).click();
  await expect(box.getByRole('tabpanel')).toContainText('export function fetchOrders');

  // The other variant and its files are in the same file: switching fetches nothing more.
  await box.getByRole('button', { name: 'JS', exact: true }).click();
  await expect(tabs.getByRole('tab')).toHaveText(['ServerPaginationGrid.js', 'fakeOrderServer.js']);
  await expect(box.getByRole('tabpanel')).not.toContainText(': Promise<');
  await tabs.getByRole('tab', { name: 'ServerPaginationGrid.js' }).click();
  await expect(box.getByRole('tabpanel')).toContainText('export default function ServerPaginationGrid');
  expect(sourceFiles).toHaveLength(1);
  expect(sourceFiles[0]).toMatch(/^\/static\/demo-code\/data-grid__pagination__ServerPaginationGrid\.[0-9a-f]{12}\.json$/);
  expect(consoleProblems.messages).toEqual([]);
});

test('a demo whose sources cannot be fetched says so, and a retry brings them', async ({ page, consoleProblems }) => {
  consoleProblems.allow(/HTTP 503: .*\/static\/demo-code\//);
  let fail = true;
  await page.route('**/static/demo-code/**', (route) => (fail ? route.fulfill({ status: 503, body: 'down' }) : route.continue()));
  await page.goto(PAGE);
  await waitForHydration(page);
  const box = demo(page);
  await box.getByRole('button', { name: 'Expand code' }).click();
  const alert = box.getByRole('alert');
  await expect(alert).toContainText('The source could not be loaded.');
  // The demo itself keeps working.
  await expect(box.getByRole('grid').getByRole('row')).toHaveCount(6);
  fail = false;
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(box.locator('[data-code-panel] code')).toContainText('interface Book');
  // The refused file is the only problem the page had.
  expect(consoleProblems.messages.filter((message) => !message.includes('/static/demo-code/'))).toEqual([]);
});

test('an iframe demo renders inside its own frame, where 100vh is the frame', async ({ page, consoleProblems }) => {
  await page.goto('/x/react-data-grid/layout/');
  await waitForHydration(page);
  const box = page.locator('[data-demo="data-grid/layout/FullViewportGrid"]');
  await box.scrollIntoViewIfNeeded();
  const frameElement = box.locator('iframe[title="Demo: FullViewportGrid"]');
  await expect(frameElement).toHaveCSS('height', '420px');
  const frame = frameElement.contentFrame();
  await expect(frame.getByRole('grid').getByRole('row').nth(1)).toContainText('#1201');
  await expect(box).toHaveAttribute('data-demo-live', 'true');
  // The layout fills the frame exactly: the app's height is the frame's viewport.
  const appHeight = await frame.locator('body > div').first().evaluate((element) => element.getBoundingClientRect().height);
  expect(appHeight).toBe(420);
  // The page's theme reaches inside: MUI's styles are in the frame's head, its colours resolve.
  const barColour = await frame.locator('.MuiAppBar-root').evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(barColour).not.toBe('rgba(0, 0, 0, 0)');
  expect(consoleProblems.messages).toEqual([]);
});

test.describe('demo boxes far from the viewport', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('skip their rendering once seen far, at the size they were drawn, and come alive as the reader nears them', async ({ page, consoleProblems }) => {
    await page.goto('/x/react-date-pickers/date-picker/');
    await waitForHydration(page);
    const boxes = page.locator('[data-demo]');
    const last = boxes.last();
    await expect(last).toHaveAttribute('data-skippable', '');
    const state = () =>
      last.evaluate((box) => ({
        contentVisibility: getComputedStyle(box).contentVisibility,
        top: box.getBoundingClientRect().top + scrollY,
        drawn: box.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }),
        live: box.hasAttribute('data-demo-live'),
      }));
    const before = await state();
    expect(before).toMatchObject({ contentVisibility: 'auto', drawn: false, live: false });
    expect(before.top).toBeGreaterThan(844 * 3);
    // A box within the browser's own reach for drawing is never marked: marked, it would be
    // skipped for a frame and drawn again in view, which the browser counts as a shift.
    const marks = await boxes.evaluateAll((all) => all.map((box) => ({ top: box.getBoundingClientRect().top, marked: box.hasAttribute('data-skippable') })));
    expect(marks.filter(({ top }) => top < 844 * 1.5).map(({ marked }) => marked)).not.toContain(true);

    // Skipped boxes stand at the height they were drawn at: drawing every box again moves nothing.
    const layouts = await page.evaluate(() => {
      const all = [...document.querySelectorAll('[data-demo]')];
      const layout = () => ({ height: document.documentElement.scrollHeight, tops: all.map((box) => Math.round(box.getBoundingClientRect().top + scrollY)) });
      const marked = all.filter((box) => box.hasAttribute('data-skippable'));
      const skipping = layout();
      for (const box of marked) box.removeAttribute('data-skippable');
      const drawn = layout();
      for (const box of marked) box.setAttribute('data-skippable', '');
      return { skipping, drawn };
    });
    expect(layouts.skipping).toEqual(layouts.drawn);

    const shift = await scrollToEndCountingShifts(page);
    expect(shift).toBe(0);
    await expect(last).toHaveAttribute('data-demo-live', 'true');
    expect((await state()).drawn).toBe(true);
    // Scrolled past, the first box is far above the reader: it is skipped in its turn.
    await expect(boxes.first()).toHaveAttribute('data-skippable', '');
    expect(consoleProblems.messages).toEqual([]);
  });

  test('are marked on a page reached by a client-side link too', async ({ page, consoleProblems }) => {
    await page.goto('/x/react-date-pickers/');
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
    await page.locator('article').getByRole('link', { name: 'Date Picker', exact: true }).first().click();
    await expect(page).toHaveURL(/\/x\/react-date-pickers\/date-picker\/$/);
    await expect(page.locator('[data-demo]').last()).toHaveAttribute('data-skippable', '');
    await expect(page.locator('[data-demo]').first()).not.toHaveAttribute('data-skippable');
    // The same document: the page came by the client-side router, not a fresh load.
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
    expect(consoleProblems.messages).toEqual([]);
  });
});
