// What a reader's first use costs: pages run none of their code while they load
// (src/client/boot/bootOnFirstUse.ts), so Lighthouse's load figures leave out the work of starting it. This
// measures that work where it happens: a phone-sized page at 4× CPU slowdown, loaded and left, then
// a key pressed; the main thread's long tasks until the page has hydrated and settled.
import { chromium } from '@playwright/test';
import { chromiumLaunch } from './chromiumLaunch';

export interface StartCost {
  /** Sum over long tasks of their time beyond 50 ms, as TBT counts it. */
  blockingMs: number;
  longestTaskMs: number;
  /** From the key to `data-hydrated`. */
  hydratedAfterMs: number;
}

const RUNS = 3;

export async function measureStartCost(origin: string, routes: Record<string, string>): Promise<Record<string, StartCost>> {
  const browser = await chromium.launch(chromiumLaunch());
  const results: Record<string, StartCost> = {};
  try {
    for (const [name, route] of Object.entries(routes)) {
      const runs: StartCost[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await page.goto(`${origin}${route}`, { waitUntil: 'load' });
        await page.waitForTimeout(500);
        await page.evaluate(() => {
          const tasks: number[] = [];
          (window as unknown as { __startTasks: number[] }).__startTasks = tasks;
          new PerformanceObserver((list) => list.getEntries().forEach((entry) => tasks.push(entry.duration))).observe({ type: 'longtask' });
        });
        const pressed = Date.now();
        await page.keyboard.press('Shift');
        await page.waitForSelector('html[data-hydrated="true"]', { timeout: 30_000 });
        const hydratedAfterMs = Date.now() - pressed;
        await page.waitForTimeout(2000);
        const tasks = await page.evaluate(() => (window as unknown as { __startTasks: number[] }).__startTasks);
        runs.push({
          blockingMs: Math.round(tasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0)),
          longestTaskMs: Math.round(Math.max(0, ...tasks)),
          hydratedAfterMs,
        });
        await context.close();
      }
      runs.sort((a, b) => a.blockingMs - b.blockingMs);
      results[name] = runs[Math.floor(runs.length / 2)];
    }
  } finally {
    await browser.close();
  }
  return results;
}

export function printStartCost(costs: Record<string, StartCost>) {
  console.log('\nStarting the page code on first use (412 px, 4× CPU, median of 3): not in the load figures above');
  console.log('                                   blocking ms  longest task ms  key to hydrated ms');
  for (const [name, cost] of Object.entries(costs)) {
    console.log(`  ${name.padEnd(33)} ${String(cost.blockingMs).padStart(10)}  ${String(cost.longestTaskMs).padStart(15)}  ${String(cost.hydratedAfterMs).padStart(18)}`);
  }
}
