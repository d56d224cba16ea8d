import { test as base, expect, type Page } from '@playwright/test';
import { layoutShift } from '../quality/audit';
import { PageRecorder } from '../support/pageRecorder';

export interface ConsoleProblems {
  /** Everything that makes the page unclean so far; must stay empty. */
  readonly messages: string[];
}

/**
 * Every test page is watched by the same recorder the quality sweep uses. Pages start their code on
 * a reader's first use (src/boot/bootOnFirstUse.ts); unless a test sets `startOnLoad: false` to
 * try the page before that, its pages are "used" as soon as their HTML is parsed, so tests see
 * what a reader sees once reading.
 */
export const test = base.extend<{ consoleProblems: ConsoleProblems; startOnLoad: boolean }>({
  startOnLoad: [true, { option: true }],
  page: async ({ page, startOnLoad }, provide) => {
    if (startOnLoad) {
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => window.dispatchEvent(new Event('scroll')));
      });
    }
    await provide(page);
  },
  consoleProblems: async ({ page }, provide) => {
    const recorder = new PageRecorder(page);
    await provide({
      get messages() {
        return recorder.peek().map((problem) => problem.reason);
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

export { expect };
