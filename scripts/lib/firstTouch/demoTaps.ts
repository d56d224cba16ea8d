// The bench's demo taps: a reader scrolls to a demo at once, then taps one of its controls 2 s
// after the load (its code has started, perhaps not arrived) or 12 s after (long live), on the
// phone profile of phoneProfile.ts, timed from the tap (or the press) to the visible answer. The issue asks for
// 1,500 ms and 150 ms. A tap that reaches a demo before its code is held and replayed on it
// (src/client/boot/bootOnFirstUse.ts); this times what the reader sees of that.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { withStaticServer } from '../bench/localServer';
import { chromiumLaunch } from '../chromiumLaunch';
import { writeDemoAlone } from './demoAlone';
import { PHONE_LINK, withPhoneLink } from './phoneLink';
import { PHONE, phonePage } from './phoneProfile';
import { medianOf, RUNS, waitForWall, type TouchFigures } from './touchAnswers';
import { assertReaderTouch, firstBox, markFirst } from './pageReads';
import { wheelTo } from './touchGestures';

/** Marks the demo being tapped, so that what is asked of it is asked of it alone. */
const DEMO_MARK = 'data-bench-demo';
/** Marks the element tapped (or its `mark` ancestor), for an answer that is a change of that element. */
const TAP_MARK = 'data-bench-tap';

export interface DemoTap {
  label: string;
  route: string;
  /** The demo's box (the first match). */
  demo: string;
  /** What is tapped inside it: the first of these selectors that matches, in this order. */
  tap: readonly string[];
  /** The ancestor of the tapped element that gets TAP_MARK (the element itself when absent). */
  mark?: string;
  /** The answer: the first of these on screen and on top. */
  answer: string;
  /**
   * Held down until the answer shows, not tapped: a chart shows its tooltip to a touch only while
   * the finger is on it (the package clears it when the pointer lifts).
   */
  press?: boolean;
  /** The answer lets pointers through (a chart's tooltip): it counts once laid out in view. */
  passThrough?: boolean;
  /**
   * The answer is the package's to draw: the live tap is also timed on the same demo alone on a
   * bare page (demoAlone.ts), so that the table shows the package's own time beside ours.
   */
  alone?: boolean;
}

const D = `[${DEMO_MARK}]`;

export const DEMO_TAPS: DemoTap[] = [
  {
    label: 'sort a grid column (sorting)',
    alone: true,
    route: '/x/react-data-grid/sorting/',
    demo: '[data-demo][data-stand-in="grid"]',
    // The live grid's header or, before it has drawn, the build's copy of it (the tap lands on the grid's box there).
    tap: [`${D} .MuiDataGrid-columnHeader:nth-child(2) .MuiDataGrid-columnHeaderTitle`],
    answer: `${D} .MuiDataGrid-columnHeader--sorted`,
  },
  {
    label: 'open a date picker (date picker)',
    alone: true,
    route: '/x/react-date-pickers/date-picker/',
    demo: '[data-demo]',
    // A phone gets the mobile picker, opened from its field; a desktop one opens from its button.
    tap: [`${D} button[aria-label^="Choose date"]`, `${D} .MuiPickersInputBase-root`],
    answer: '.MuiPopper-root .MuiDateCalendar-root, [role="dialog"] .MuiDateCalendar-root',
  },
  {
    label: "press a bar for its tooltip (bars)",
    alone: true,
    route: '/x/react-charts/bars/',
    demo: '[data-demo]',
    tap: [`${D} .MuiBarElement-root`],
    answer: '.MuiChartsTooltip-paper',
    press: true,
    passThrough: true,
  },
  {
    label: 'expand a tree item (rich tree items)',
    alone: true,
    route: '/x/react-tree-view/rich-tree-view/items/',
    demo: '[data-demo]',
    tap: [`${D} [role="treeitem"][aria-expanded="false"] > .MuiTreeItem-content`],
    mark: '[role="treeitem"]',
    answer: `[${TAP_MARK}][aria-expanded="true"]`,
  },
  {
    label: "expand a demo's code (date picker)",
    route: '/x/react-date-pickers/date-picker/',
    demo: '[data-demo]',
    tap: [`${D} button[aria-controls][aria-expanded="false"]`],
    answer: `${D} [data-code-panel]:not([data-code-panel="preview"])`,
  },
];

const TAP_DELAYS_MS = [2000, 12_000];
const tapLabel = (tap: DemoTap, afterMs: number) => `tap a demo → ${tap.label}, ${afterMs / 1000} s`;

/** One tap on a fresh phone: load, scroll to the demo, tap `afterMs` after the load, time the answer. */
async function tapSample(browser: Browser, url: string, afterMs: number, tap: DemoTap): Promise<number | null> {
  const context = await browser.newContext(PHONE);
  try {
    const { page, cdp } = await phonePage(context, { kind: 'shown', target: tap.answer, passThrough: tap.passThrough === true });
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    const loadedAt = Date.now();
    if (!(await markFirst(page, tap.demo, DEMO_MARK))) throw new Error(`demo tap "${tap.label}": no ${tap.demo} on ${url}`);
    await page.mouse.move(206, 600);
    await wheelTo(page, tap.demo);
    const selector = await page.evaluate((candidates) => candidates.find((candidate) => document.querySelector(candidate)) ?? null, tap.tap);
    if (!selector) throw new Error(`demo tap "${tap.label}": none of ${tap.tap.join(', ')} on ${url}`);
    await page.waitForTimeout(Math.max(0, loadedAt + afterMs - Date.now()));
    // 2 s after load the demo may be hydrating, and its live drawing taking the place of the
    // server's under the finger: the target is looked for afresh until it is laid out.
    let box = await firstBox(page, selector);
    for (let wait = 0; wait < 20 && !box; wait += 1) {
      await page.waitForTimeout(50);
      box = await firstBox(page, selector);
    }
    if (!box) throw new Error(`demo tap "${tap.label}": ${selector} is not laid out on ${url}`);
    await markFirst(page, selector, TAP_MARK, tap.mark);
    await assertReaderTouch(cdp, `demo tap "${tap.label}"`);
    const point = { x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height / 2) };
    const tappedAt = Date.now();
    if (tap.press) await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
    else await page.touchscreen.tap(point.x, point.y);
    const answered = await waitForWall(page, '__touchAnswer');
    if (tap.press) await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    return answered === null ? null : Math.round(answered - tappedAt);
  } finally {
    await context.close();
  }
}

/** The live delay, at which a tap marked `alone` is also timed on its demo alone. */
const LIVE_MS = 12_000;
/** The column of the figures on the demo alone. */
export const ALONE_COLUMN = 'the demo alone';

/**
 * Each demo tap (or those whose label has `only`), 2 s and 12 s after load, on our page and, for a
 * tap marked `alone`, 12 s after load on its demo alone (column ALONE_COLUMN); median of `runs`.
 */
export async function measureDemoTaps(origin: string, runs = RUNS, onProgress: (what: string) => void = () => {}, only = ''): Promise<TouchFigures> {
  const cases = DEMO_TAPS.flatMap((tap) => TAP_DELAYS_MS.map((afterMs) => ({ tap, afterMs, label: tapLabel(tap, afterMs) }))).filter(({ label }) => label.includes(only));
  if (cases.length === 0) return {};
  const browser = await chromium.launch(chromiumLaunch());
  const figures: TouchFigures = {};
  try {
    for (const { tap, afterMs, label } of cases) {
      onProgress(label);
      (figures.ours ??= {})[label] = await medianOf(runs, () => tapSample(browser, `${origin}${tap.route}`, afterMs, tap));
    }
    const alone = cases.filter(({ tap, afterMs }) => tap.alone && afterMs === LIVE_MS);
    if (alone.length > 0) figures[ALONE_COLUMN] = await measureAlone(browser, alone, runs, onProgress);
  } finally {
    await browser.close();
  }
  return figures;
}

/** The taps of `cases` on their demos alone, each built on a bare page and served behind the phone link. */
async function measureAlone(browser: Browser, cases: { tap: DemoTap; afterMs: number; label: string }[], runs: number, onProgress: (what: string) => void): Promise<Record<string, number | null>> {
  const dir = mkdtempSync(path.join(tmpdir(), 'demo-alone-'));
  try {
    const routes = new Map<DemoTap, string>();
    for (const [index, { tap }] of cases.entries()) routes.set(tap, await writeDemoAlone(dir, `demo-${index}`, tap.route, tap.demo));
    return await withStaticServer(dir, (served) =>
      withPhoneLink(served, PHONE_LINK, async (origin) => {
        const figures: Record<string, number | null> = {};
        for (const { tap, afterMs, label } of cases) {
          onProgress(`${label}: ${ALONE_COLUMN}`);
          figures[label] = await medianOf(runs, () => tapSample(browser, `${origin}${routes.get(tap)}`, afterMs, tap));
        }
        return figures;
      }),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
