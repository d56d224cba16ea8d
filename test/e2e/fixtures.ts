import { test as base, expect, type Page } from '@playwright/test';
import { layoutShift } from '../quality/audit';
import { PageRecorder } from '../support/pageRecorder';

export interface ConsoleProblems {
  /** Everything that makes the page unclean so far. */
  readonly messages: string[];
  /** Problems this test causes on purpose (a failing service, a missing page): not held against it. */
  allow(...patterns: RegExp[]): void;
}

/**
 * Every test's page is watched by the same recorder the quality sweep uses, and the test fails if
 * the page logged an error or warning, threw, or had a request fail or leave 127.0.0.1, unless
 * the test allows that problem (`consoleProblems.allow`, for a test of a failure path). Pages start
 * their code on a reader's first use (src/client/boot/bootOnFirstUse.ts); unless a test sets
 * `startOnLoad: false` to try the page before that, its pages are "used" as soon as their HTML is
 * parsed, so tests see what a reader sees once reading.
 */
export const test = base.extend<{ consoleProblems: ConsoleProblems; startOnLoad: boolean; pageWatch: { recorder: PageRecorder; allowed: RegExp[] } }>({
  startOnLoad: [true, { option: true }],
  page: async ({ page, startOnLoad }, provide) => {
    if (startOnLoad) {
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => window.dispatchEvent(new Event('scroll')));
      });
    }
    await provide(page);
  },
  pageWatch: [
    async ({ page }, provide, testInfo) => {
      const watch = { recorder: new PageRecorder(page), allowed: [] as RegExp[] };
      await provide(watch);
      // A test that failed already says why; its page's problems would only repeat it.
      if (testInfo.status !== testInfo.expectedStatus) return;
      const unexpected = watch.recorder.peek().filter((problem) => !watch.allowed.some((pattern) => pattern.test(problem.reason)));
      expect(unexpected.map((problem) => problem.reason), 'the page stays clean: no console error or warning, exception, failed or third-party request').toEqual([]);
    },
    { auto: true },
  ],
  consoleProblems: async ({ pageWatch }, provide) => {
    await provide({
      get messages() {
        return pageWatch.recorder.peek().map((problem) => problem.reason);
      },
      allow(...patterns) {
        pageWatch.allowed.push(...patterns);
      },
    });
  },
});

export { startAndHydrate as waitForHydration } from '../quality/audit';

/**
 * Fails, naming what moved, when the page has shifted since `since` (an earlier total, for tests
 * that gate only what an action moves). Needs `prepareContext` on the page's context.
 */
export async function expectNoLayoutShift(page: Page, since = 0) {
  const { total, largest } = await layoutShift(page);
  expect(total, largest).toBe(since);
}

/** Turns the page right to left as a reader does, in the settings panel, and closes the panel. */
export async function switchToRightToLeft(page: Page) {
  await page.getByTestId('settings-button').click();
  await page.getByRole('radio', { name: 'Right to left' }).click();
  await page.getByRole('button', { name: 'Close settings' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
}

export { expect };

/**
 * Scrolls the page to its end in steps of most of a screen, a frame pair apart, as a reader would,
 * and returns the layout shift counted meanwhile (what moved on screen as blocks were drawn).
 */
export function scrollToEndCountingShifts(page: Page): Promise<number> {
  return page.evaluate(async () => {
    let total = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) total += entry.value;
    }).observe({ type: 'layout-shift' });
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    while (scrollY + innerHeight < document.documentElement.scrollHeight - 1) {
      scrollBy(0, innerHeight * 0.8);
      await frame();
    }
    await frame();
    return total;
  });
}
