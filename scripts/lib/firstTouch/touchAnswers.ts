// Reading the first touch's answers: one sample's, from the watcher in the page (touchWatcher.ts),
// and the median of a tap's runs.
import type { Page } from '@playwright/test';

/** Milliseconds from the tap to the answer; null when none came within the timeout. */
export type TouchFigures = Record<string, Record<string, number | null>>;

export const RUNS = 3;
const ANSWER_TIMEOUT_MS = 20_000;
const POLL_MS = 50;

/**
 * The wall-clock time the watcher wrote to `key`, polled by plain evaluation (pageReads.ts says
 * why not by waitForFunction), through navigations; null when none came within the timeout.
 */
export async function waitForWall(page: Page, key: '__touchAnswer' | '__fieldAnswer'): Promise<number | null> {
  const until = Date.now() + ANSWER_TIMEOUT_MS;
  while (Date.now() < until) {
    // A tap that opens another page destroys the context being read: the next poll reads the new one.
    const at = await page.evaluate((name) => Number((window as unknown as Record<string, unknown>)[name]) || 0, key).catch(() => 0);
    if (at > 0) return at;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return null;
}

const median = (values: (number | null)[]): number | null => {
  const known = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
  // More than one failed run in three is no answer.
  if (known.length * 2 <= values.length - 1 || known.length === 0) return null;
  return known[Math.floor(known.length / 2)];
};

/** The median of `runs` samples, taken one after another. */
export async function medianOf(runs: number, sample: () => Promise<number | null>): Promise<number | null> {
  const results = [];
  for (let run = 0; run < runs; run += 1) results.push(await sample());
  return median(results);
}
