import type { Page } from '@playwright/test';
import { expect, scrollToEndCountingShifts, test, waitForHydration } from './fixtures';

// A touch screen's picker opens a dialog; a picker demo rehearses that dialog's first opening
// once the page is idle (src/client/demos/rehearsal/PickerRehearsal.tsx). The reader must
// never notice it: nothing drawn, moved, focused, hidden from assistive technology or left behind.

const PAGE = '/x/react-date-pickers/date-picker/';
const STAGE = 'data-picker-rehearsal';

interface RehearsalLog {
  added: number;
  removed: number;
  /** The view of each dialog opened inside the stage: a calendar, a clock. */
  openings: string[];
  /** The most elements the stage held at once: the dialog, its calendar, its toolbar. */
  most: number;
  /** Focus moves and aria-hidden or inert changes outside the stage, while it was in the page. */
  sideEffects: string[];
  shift: number;
}

/** Records, from before the page's first script, everything the rehearsal could do to the page. */
async function watchRehearsals(page: Page) {
  await page.addInitScript((stage) => {
    const log: RehearsalLog = { added: 0, removed: 0, openings: [], most: 0, sideEffects: [], shift: 0 };
    Object.assign(window, { rehearsalLog: log });
    const onStage = () => document.querySelector(`[${stage}]`);
    const name = (node: Node) => (node instanceof Element ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}` : node.nodeName);
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) if (node instanceof Element && node.hasAttribute(stage)) log.added += 1;
        for (const node of record.addedNodes) if (node instanceof Element && node.matches('.MuiDialog-root') && node.closest(`[${stage}]`)) log.openings.push(node.querySelector('[class*="Calendar-root"], [class*="Clock-root"]')?.classList[0] ?? 'no view');
        for (const node of record.removedNodes) if (node instanceof Element && node.hasAttribute(stage)) log.removed += 1;
        const target = record.target as Element;
        if (record.type === 'attributes' && onStage() && !target.closest(`[${stage}]`)) log.sideEffects.push(`${record.attributeName} on ${name(target)}`);
      }
      const current = onStage();
      if (current) log.most = Math.max(log.most, current.querySelectorAll('*').length);
    }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-hidden', 'inert'] });
    document.addEventListener('focusin', (event) => {
      if (onStage()) log.sideEffects.push(`focus to ${name(event.target as Node)}`);
    }, true);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) log.shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  }, STAGE);
}

const rehearsalLog = (page: Page) => page.evaluate(() => (window as unknown as { rehearsalLog: RehearsalLog }).rehearsalLog);

test.describe('on a touch screen', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a picker demo rehearses its dialog in one stage, unseen, and the real one then opens and closes as before', async ({ page, consoleProblems }) => {
    await watchRehearsals(page);
    // The reader's focus is on a button from the start, before any script: the rehearsal must leave it there.
    await page.addInitScript(() => document.addEventListener('DOMContentLoaded', () => document.querySelector<HTMLElement>('[data-testid="settings-button"]')?.focus()));
    await page.goto(PAGE);
    await waitForHydration(page);
    const settings = page.getByTestId('settings-button');
    await expect.poll(async () => (await rehearsalLog(page)).removed, { timeout: 15_000 }).toBe(1);
    const log = await rehearsalLog(page);
    // Opened three times (ROUNDS in PickerRehearsal.tsx), in one stage.
    expect(log).toMatchObject({ added: 1, openings: Array(3).fill('MuiDateCalendar-root'), sideEffects: [], shift: 0 });
    // It opened the whole dialog, calendar included.
    expect(log.most).toBeGreaterThan(60);
    await expect(page.locator(`[${STAGE}]`)).toHaveCount(0);
    await expect(settings).toBeFocused();

    // Every other picker demo comes alive on the way down; none rehearses again.
    expect(await scrollToEndCountingShifts(page)).toBe(0);
    await expect(page.locator('[data-demo]').last()).toHaveAttribute('data-demo-live', 'true');
    expect((await rehearsalLog(page)).added).toBe(1);

    const first = page.locator('[data-demo]').first();
    await first.scrollIntoViewIfNeeded();
    const opener = first.getByRole('button', { name: /^Choose date/ });
    await opener.tap();
    const dialog = page.getByRole('dialog');
    await expect(dialog.locator('.MuiDateCalendar-root')).toBeVisible();
    await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
    expect(consoleProblems.messages).toEqual([]);
  });

  // The other pickers that open a dialog, one of them from a commercial package.
  for (const [route, view] of [
    ['/x/react-date-pickers/time-picker/', 'MuiTimeClock-root'],
    ['/x/react-date-pickers/date-range-picker/', 'MuiDateRangeCalendar-root'],
  ]) {
    test(`the demos of ${route} rehearse their picker's dialog`, async ({ page, consoleProblems }) => {
      await watchRehearsals(page);
      await page.goto(route);
      await waitForHydration(page);
      // Its first three openings are of the page's own picker (another picker in a later demo may follow).
      await expect.poll(async () => (await rehearsalLog(page)).openings.slice(0, 3), { timeout: 15_000 }).toEqual(Array(3).fill(view));
      await expect(page.locator(`[${STAGE}]`)).toHaveCount(0);
      const log = await rehearsalLog(page);
      expect(log.removed).toBe(log.added);
      expect(log).toMatchObject({ sideEffects: [], shift: 0 });
      expect(consoleProblems.messages).toEqual([]);
    });
  }
});

test('with a mouse, whose pickers open a popup instead, nothing is rehearsed', async ({ page, consoleProblems }) => {
  await watchRehearsals(page);
  await page.goto(PAGE);
  await waitForHydration(page);
  await expect(page.locator('[data-demo]').first()).toHaveAttribute('data-demo-live', 'true');
  // Long enough for an idle callback on a quiet page.
  await page.waitForTimeout(1500);
  expect((await rehearsalLog(page)).added).toBe(0);
  expect(consoleProblems.messages).toEqual([]);
});
