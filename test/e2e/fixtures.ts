import { test as base, expect, type Page } from '@playwright/test';
import { layoutShift } from '../quality/audit';
import { PageRecorder } from '../support/pageRecorder';

export interface ConsoleProblems {
  /** Everything that makes the page unclean so far; must stay empty. */
  readonly messages: string[];
}

/** Every test page is watched by the same recorder the quality sweep uses. */
export const test = base.extend<{ consoleProblems: ConsoleProblems }>({
  consoleProblems: async ({ page }, provide) => {
    const recorder = new PageRecorder(page);
    await provide({
      get messages() {
        return recorder.peek().map((problem) => problem.reason);
      },
    });
  },
});

/** Waits until React has hydrated the page (the frame marks it once effects run). */
export async function waitForHydration(page: Page) {
  await page.waitForSelector('html[data-hydrated="true"]');
}

/**
 * Fails, naming what moved, when the page has shifted since `since` (an earlier total, for tests
 * that gate only what an action moves). Needs `prepareContext` on the page's context.
 */
export async function expectNoLayoutShift(page: Page, since = 0) {
  const { total, largest } = await layoutShift(page);
  expect(total, largest).toBe(since);
}

export { expect };
