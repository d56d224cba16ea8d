// The first touch's scroll to a demo: on a fresh phone, 1 s or 6 s after the load, the wheel turned
// down to the first demo of a grid, chart, picker and tree page, timed to the demo's content on screen.
import { chromium, type Browser } from '@playwright/test';
import { chromiumLaunch } from '../chromiumLaunch';
import { PHONE, phonePage } from './phoneProfile';
import { medianOf, RUNS, waitForWall, type TouchFigures } from './touchAnswers';
import { wheelTo } from './touchGestures';

/** A demo a reader scrolls to, and what shows that its content is there. */
export interface DemoCase {
  label: string;
  route: string;
  /** The demo's box. */
  demo: string;
  /** Inside it, what the reader came to see (a grid's rows, a chart's bars). */
  content: string;
}

export const DEMO_CASES: DemoCase[] = [
  { label: 'grid rows (sorting)', route: '/x/react-data-grid/sorting/', demo: '[data-demo]', content: '[data-demo] .MuiDataGrid-row' },
  { label: 'chart bars (bars)', route: '/x/react-charts/bars/', demo: '[data-demo]', content: '[data-demo] .MuiBarElement-root' },
  { label: 'picker field (date picker)', route: '/x/react-date-pickers/date-picker/', demo: '[data-demo]', content: '[data-demo] .MuiPickersSectionList-root, [data-demo] input' },
  { label: 'tree items (rich tree items)', route: '/x/react-tree-view/rich-tree-view/items/', demo: '[data-demo]', content: '[data-demo] [role="treeitem"]' },
];

export const DEMO_DELAYS_MS = [1000, 6000];
export const demoLabel = (demo: DemoCase, afterMs: number) => `scroll to a demo → ${demo.label}, ${afterMs / 1000} s`;

/** One scroll to a demo on a fresh phone, `afterMs` after load: ms from the first wheel to its content on screen. */
async function demoSample(browser: Browser, url: string, afterMs: number, demo: DemoCase): Promise<number | null> {
  const context = await browser.newContext(PHONE);
  try {
    const { page } = await phonePage(context, { kind: 'demo', target: demo.content });
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForTimeout(afterMs);
    await page.mouse.move(206, 600);
    const startedAt = await page.evaluate(() => ((window as unknown as { __touchStart: number }).__touchStart = performance.timeOrigin + performance.now()));
    await wheelTo(page, demo.demo);
    const answered = await waitForWall(page, '__touchAnswer');
    return answered === null ? null : Math.round(answered - startedAt);
  } finally {
    await context.close();
  }
}

/** Each demo case, scrolled to 1 s and 6 s after load; median of `runs`. */
export async function measureDemoAppearance(origin: string, runs = RUNS, onProgress: (what: string) => void = () => {}): Promise<TouchFigures> {
  const browser = await chromium.launch(chromiumLaunch());
  const figures: TouchFigures = {};
  try {
    for (const demo of DEMO_CASES) {
      for (const afterMs of DEMO_DELAYS_MS) {
        const label = demoLabel(demo, afterMs);
        onProgress(label);
        (figures.ours ??= {})[label] = await medianOf(runs, () => demoSample(browser, `${origin}${demo.route}`, afterMs, demo));
      }
    }
  } finally {
    await browser.close();
  }
  return figures;
}
