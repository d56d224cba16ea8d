// The bench's "first touch" section: what a reader on a mid-range phone waits for, from a tap to
// the visible answer, on our pages and, in the same run, on the VitePress and Starlight sites of
// ../shared/peers (built by `npm run bench -- --peers`). Lighthouse cannot see this: our pages run
// no code while they load, so its window closes before the code that answers a tap has run.
//
// Every sample is a fresh browser context on the phone profile of
// ../shared/reference/perf-traces.md. A watcher installed before the page's own scripts
// (addInitScript, so it is there whenever the tap comes) finds the answer in the first animation
// frame where it is on screen and on top, and reports the wall-clock time of that frame; the tap's
// time is taken just before it is sent. Both clocks are the machine's.
import { chromium, type Browser, type Page } from '@playwright/test';
import { chromiumLaunch } from './chromiumLaunch';

export interface TouchSite {
  name: string;
  origin: string;
  /** Page kind → route. */
  pages: Record<string, string>;
  selectors: {
    /** The header's menu button (phone layout). */
    menu: string;
    /** The header's search button. */
    search: string;
    /** The link to the next page, at the foot of the article. */
    next: string;
    /** The header's settings button, where the site has a settings panel. */
    settings?: string;
    /** In the open settings panel, the choice that turns the page right to left. */
    rightToLeft?: string;
    /** In the open settings panel, the dark mode's choice. */
    dark?: string;
    /** The header's version menu button, where the site has one. */
    version?: string;
  };
  /** What a tap that shows something is answered with: the first match on screen and on top. */
  answers?: {
    /** The settings panel's choices. */
    settings: string;
    /** The right-to-left choice, shown picked. */
    rightToLeft: string;
    /** The dark mode's choice, shown picked. */
    dark: string;
    /** The version menu's entries. */
    version: string;
  };
}

/** Milliseconds from the tap to the answer; null when none came within the timeout. */
export type TouchFigures = Record<string, Record<string, number | null>>;

/**
 * `passThrough`: the answer lets pointers through to what is beneath it (a chart's tooltip), so it
 * counts once it is laid out in view, not once it is on top.
 */
export type Goal =
  | { kind: 'menu' }
  | { kind: 'field' }
  | { kind: 'results'; word: string }
  | { kind: 'title' }
  | { kind: 'shown'; target: string; passThrough?: boolean }
  | { kind: 'demo'; target: string }
  /** The page has turned: `<html>` has `attribute="value"` (a direction, a colour scheme). */
  | { kind: 'turned'; attribute: string; value: string };

export const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
export const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
export const RUNS = 3;
const ANSWER_TIMEOUT_MS = 20_000;
/** A word every site's content has a page about. */
export const SEARCH_WORD = 'localization';

/** Installed in every document of a sample, before its scripts. A string: tsx would wrap inner functions in a helper the page lacks. */
// For the menu it counts links with an IntersectionObserver, not by reading every link's box each
// frame: a page with thousands of links (an API page) would pay for the measuring, not the menu. An
// entry's `time` is the frame where the link came into view; it counts once it is also on top.
export const WATCHER = `(goal) => {
  const w = window;
  const wall = () => performance.timeOrigin + performance.now();
  const onTop = (el) => {
    const r = el.getBoundingClientRect();
    if (r.width < 1 || r.height < 1 || r.bottom <= 0 || r.right <= 0 || r.top >= innerHeight || r.left >= innerWidth) return false;
    const x = Math.min(Math.max(r.left + Math.min(r.width / 2, 20), 0), innerWidth - 1);
    const y = Math.min(Math.max(r.top + r.height / 2, 0), innerHeight - 1);
    const hit = document.elementFromPoint(x, y);
    return !!hit && (hit === el || el.contains(hit) || hit.contains(el));
  };
  const laidOutInView = (el) => {
    const r = el.getBoundingClientRect();
    return r.width >= 1 && r.height >= 1 && r.bottom > 0 && r.right > 0 && r.top < innerHeight && r.left < innerWidth && getComputedStyle(el).visibility === 'visible';
  };
  const answer = (key, at) => { if (!w[key]) w[key] = at === undefined ? wall() : performance.timeOrigin + at; };
  let before = null;
  if (goal.kind === 'turned') {
    // Answered when the frame that shows the change is on screen.
    // - Changed by the click itself: the click's event-timing entry ends there (delivered after that
    //   paint, so waited for). A click answered within 16 ms makes no entry.
    // - Changed later (the pick painted first, the page in a frame after): the long animation frame
    //   whose style and layout began after the change ends once that frame is rendered. A frame
    //   under 50 ms makes no entry: then the frame after it has begun by the time the change is
    //   on screen, and its start counts.
    let clicks = [];
    let frames = [];
    let pressedAt = 0;
    addEventListener('pointerdown', (event) => { pressedAt = event.timeStamp; }, { capture: true });
    new PerformanceObserver((list) => { clicks = clicks.concat(list.getEntries().filter((entry) => entry.name === 'click')); }).observe({ type: 'event', durationThreshold: 16 });
    new PerformanceObserver((list) => { frames = frames.concat(list.getEntries()); }).observe({ type: 'long-animation-frame' });
    new MutationObserver((records, observer) => {
      const lastPress = pressedAt;
      if (document.documentElement.getAttribute(goal.attribute) !== goal.value) return;
      observer.disconnect();
      const changedAt = performance.now();
      requestAnimationFrame((frameAt) => {
        const look = () => {
          const click = clicks.find((entry) => entry.processingStart <= changedAt && changedAt <= entry.processingEnd + 1);
          // The last tap's click was over before the change: no entry of it is to come.
          const clickDone = clicks.some((entry) => entry.startTime >= lastPress && entry.processingEnd < changedAt);
          const frame = frames.find((entry) => entry.styleAndLayoutStart >= changedAt);
          if (click) answer('__touchAnswer', click.startTime + click.duration);
          else if (clickDone && frame) answer('__touchAnswer', frame.startTime + frame.duration);
          else if (clickDone && performance.now() > changedAt + 1000) answer('__touchAnswer', frameAt);
          else if (performance.now() > changedAt + 5000) answer('__touchAnswer', frame ? frame.startTime + frame.duration : frameAt);
          else setTimeout(look, 50);
        };
        look();
      });
    }).observe(document, { attributes: true, subtree: true, attributeFilter: [goal.attribute] });
    return;
  }
  if (goal.kind === 'menu') {
    const inView = new Set();
    const appeared = new Map();
    const io = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) { inView.add(entry.target); if (before && !before.has(entry.target)) appeared.set(entry.target, entry.time); }
        else { inView.delete(entry.target); appeared.delete(entry.target); }
      }
      if (!before) return;
      const fresh = [...appeared].filter(([link]) => onTop(link));
      if (fresh.length >= 5) answer('__touchAnswer', Math.max(...fresh.map(([, time]) => time)));
    });
    const watch = (root) => root.querySelectorAll && [root, ...root.querySelectorAll('a[href]')].forEach((el) => el.matches('a[href]') && io.observe(el));
    new MutationObserver((records) => records.forEach((record) => record.addedNodes.forEach(watch))).observe(document, { childList: true, subtree: true });
    addEventListener('pointerdown', () => { if (!before) before = new Set(inView); }, { capture: true });
    return;
  }
  let fieldAt = 0;
  let seen = null;
  const frame = () => {
    if (goal.kind === 'shown' || goal.kind === 'demo') {
      // A demo's content counts once the reader has started scrolling to it (the bench sets __touchStart).
      if ((goal.kind === 'shown' || w.__touchStart) && [...document.querySelectorAll(goal.target)].some(goal.passThrough ? laidOutInView : onTop)) return answer('__touchAnswer');
    } else if (goal.kind === 'title') {
      const h1 = document.querySelector('h1');
      const first = sessionStorage.getItem('bench:title');
      if (h1 && first === null) sessionStorage.setItem('bench:title', h1.textContent);
      else if (h1 && first !== null && h1.textContent !== first && onTop(h1)) return answer('__touchAnswer');
    } else {
      const active = document.activeElement;
      const field = active && active.matches('input:not([type=checkbox]):not([type=radio]), textarea') && onTop(active);
      if (field && !fieldAt) { fieldAt = wall(); w.__fieldAnswer = fieldAt; }
      if (goal.kind === 'field' && fieldAt) return;
      if (goal.kind === 'results' && fieldAt) {
        const word = goal.word.toLowerCase();
        const hits = [...document.querySelectorAll('a[href], [role=option]')].filter((el) => (el.textContent || '').toLowerCase().includes(word));
        if (!seen) seen = new Set(hits.filter(onTop));
        else if (hits.some((el) => !seen.has(el) && onTop(el))) return answer('__touchAnswer');
      }
    }
    requestAnimationFrame(frame);
  };
  if (goal.kind === 'title' || goal.kind === 'demo') requestAnimationFrame(frame);
  else addEventListener('pointerdown', () => requestAnimationFrame(frame), { capture: true, once: true });
}`;

async function tapOn(page: Page, selector: string): Promise<number> {
  const target = page.locator(selector).first();
  const viewport = page.viewportSize();
  const inView = (box: { x: number; y: number; width: number; height: number }) =>
    !viewport || (box.y >= 0 && box.x >= 0 && box.y + box.height <= viewport.height && box.x + box.width <= viewport.width);
  // Blocks below the first screen are laid out as they near it (content-visibility), which can
  // move a link at the foot of the page after the scroll, out of the screen: tap where it has
  // come to rest, scrolled to again until it rests in view.
  let box: Awaited<ReturnType<typeof target.boundingBox>> = null;
  for (let scroll = 0; scroll < 5 && !(box && inView(box)); scroll += 1) {
    await target.scrollIntoViewIfNeeded();
    box = await target.boundingBox();
    for (let check = 0; check < 20; check += 1) {
      await page.waitForTimeout(100);
      const next = await target.boundingBox();
      if (next && box && next.x === box.x && next.y === box.y) break;
      box = next;
    }
  }
  if (!box || !inView(box)) throw new Error(`nothing to tap in view: ${selector}`);
  const at = Date.now();
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  return at;
}

export async function waitForWall(page: Page, key: '__touchAnswer' | '__fieldAnswer'): Promise<number | null> {
  try {
    const handle = await page.waitForFunction(`window.${key} || 0`, undefined, { timeout: ANSWER_TIMEOUT_MS, polling: 50 });
    return (await handle.jsonValue()) as number;
  } catch {
    return null;
  }
}

/** A second tap a second after the first, in what the first opened. */
const SECOND_TAP_AFTER_MS = 1000;

/** One tap on a fresh phone: load, wait `afterMs`, tap (then `then`, if given), and time the answer to the last tap. */
async function sample(browser: Browser, url: string, afterMs: number, goal: Goal, selector: string, then?: string): Promise<{ answer: number | null; field: number | null }> {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(`(${WATCHER})(${JSON.stringify(goal)})`);
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForTimeout(afterMs);
    let tappedAt = await tapOn(page, selector);
    if (then) {
      await page.waitForTimeout(SECOND_TAP_AFTER_MS);
      tappedAt = await tapOn(page, then);
    }
    let field: number | null = null;
    if (goal.kind === 'field' || goal.kind === 'results') {
      const focused = await waitForWall(page, '__fieldAnswer');
      field = focused === null ? null : focused - tappedAt;
      if (goal.kind === 'results' && focused !== null) await page.keyboard.type(goal.word, { delay: 60 });
    }
    const answered = goal.kind === 'field' ? (field === null ? null : tappedAt + field) : await waitForWall(page, '__touchAnswer');
    return { answer: answered === null ? null : Math.round(answered - tappedAt), field: field === null ? null : Math.round(field) };
  } finally {
    await context.close();
  }
}

export const median = (values: (number | null)[]): number | null => {
  const known = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
  // More than one failed run in three is no answer.
  if (known.length * 2 <= values.length - 1 || known.length === 0) return null;
  return known[Math.floor(known.length / 2)];
};

/** The taps of the issue, each after three delays; ours on every page kind, a peer on its one page. */
const RIGHT_TO_LEFT: Goal = { kind: 'turned', attribute: 'dir', value: 'rtl' };
const DARK: Goal = { kind: 'turned', attribute: 'data-mui-color-scheme', value: 'dark' };

/** `answer`: for a `shown` goal, which of the site's answers shows it (the settings panel's by default). */
export const TAPS: { label: string; goal: Goal; answer?: keyof NonNullable<TouchSite['answers']>; afterMs: number; selector: keyof TouchSite['selectors']; then?: keyof TouchSite['selectors'] }[] = [
  { label: 'menu → drawer links, 1 s', goal: { kind: 'menu' }, afterMs: 1000, selector: 'menu' },
  { label: 'menu, 6 s', goal: { kind: 'menu' }, afterMs: 6000, selector: 'menu' },
  { label: 'menu, 15 s', goal: { kind: 'menu' }, afterMs: 15_000, selector: 'menu' },
  { label: 'search → focused field, 1 s', goal: { kind: 'field' }, afterMs: 1000, selector: 'search' },
  { label: `search → results for “${SEARCH_WORD}”, 1 s`, goal: { kind: 'results', word: SEARCH_WORD }, afterMs: 1000, selector: 'search' },
  { label: 'search → results, 15 s', goal: { kind: 'results', word: SEARCH_WORD }, afterMs: 15_000, selector: 'search' },
  { label: 'version menu → its versions, 1 s', goal: { kind: 'shown', target: '' }, answer: 'version', afterMs: 1000, selector: 'version' },
  { label: 'settings → its choices, 1 s', goal: { kind: 'shown', target: '' }, answer: 'settings', afterMs: 1000, selector: 'settings' },
  { label: 'settings, 6 s', goal: { kind: 'shown', target: '' }, answer: 'settings', afterMs: 6000, selector: 'settings' },
  { label: 'settings → right to left, page mirrored, 1 s', goal: RIGHT_TO_LEFT, afterMs: 1000, selector: 'settings', then: 'rightToLeft' },
  { label: 'settings → right to left, choice shown, 12 s', goal: { kind: 'shown', target: '' }, answer: 'rightToLeft', afterMs: 12_000, selector: 'settings', then: 'rightToLeft' },
  { label: 'settings → right to left, page mirrored, 12 s', goal: RIGHT_TO_LEFT, afterMs: 12_000, selector: 'settings', then: 'rightToLeft' },
  { label: 'settings → dark, choice shown, 12 s', goal: { kind: 'shown', target: '' }, answer: 'dark', afterMs: 12_000, selector: 'settings', then: 'dark' },
  { label: 'settings → dark, page dark, 12 s', goal: DARK, afterMs: 12_000, selector: 'settings', then: 'dark' },
  { label: 'next page → its title, 1 s', goal: { kind: 'title' }, afterMs: 1000, selector: 'next' },
  { label: 'next page, 6 s', goal: { kind: 'title' }, afterMs: 6000, selector: 'next' },
];

/** Every tap (or those whose label has `only`) on every page of every site, median of `runs`; `onProgress` names each as it starts. */
export async function measureFirstTouch(sites: TouchSite[], runs = RUNS, onProgress: (what: string) => void = () => {}, only = ''): Promise<TouchFigures> {
  const browser = await chromium.launch(chromiumLaunch());
  const figures: TouchFigures = {};
  try {
    for (const tap of TAPS.filter((candidate) => candidate.label.includes(only))) {
      for (const site of sites) {
        const selector = site.selectors[tap.selector];
        const then = tap.then && site.selectors[tap.then];
        // A site without the control (a peer with no settings panel) has no figure for it.
        if (!selector || (tap.then && !then)) continue;
        const shows = tap.answer && site.answers?.[tap.answer];
        if (tap.answer && !shows) continue;
        const goal: Goal = shows ? { kind: 'shown', target: shows } : tap.goal;
        for (const [kind, route] of Object.entries(site.pages)) {
          const column = `${site.name}, ${kind}`;
          onProgress(`${tap.label}: ${column}`);
          const results = [];
          for (let run = 0; run < runs; run += 1) results.push(await sample(browser, `${site.origin}${route}`, tap.afterMs, goal, selector, then));
          (figures[column] ??= {})[tap.label] = median(results.map((result) => result.answer));
        }
      }
    }
  } finally {
    await browser.close();
  }
  return figures;
}

export function printFirstTouch(figures: TouchFigures, runs = RUNS) {
  const columns = Object.keys(figures);
  console.log(`\nFirst touch on a phone (412×823, 4× CPU, 150 ms RTT, 1.6 Mbit/s, cold cache; median of ${runs}): ms from the tap to the visible answer`);
  const known = [...TAPS.map((tap) => tap.label), ...DEMO_CASES.flatMap((demo) => DEMO_DELAYS_MS.map((afterMs) => demoLabel(demo, afterMs)))];
  // Then the figures of the other first-touch measures (demoTaps.ts), in the order measured.
  const labels = [...new Set([...known, ...columns.flatMap((column) => Object.keys(figures[column]))])];
  const width = Math.max(...labels.map((label) => label.length)) + 2;
  console.log(`${''.padEnd(width)}${columns.map((column) => column.padStart(Math.max(column.length, 8) + 2)).join('')}`);
  for (const label of labels.filter((candidate) => columns.some((column) => figures[column][candidate] !== undefined))) {
    const cells = columns.map((column) => {
      const value = figures[column][label];
      return (value === null || value === undefined ? '—' : String(value)).padStart(Math.max(column.length, 8) + 2);
    });
    console.log(`${label.padEnd(width)}${cells.join('')}`);
  }
}

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

const DEMO_DELAYS_MS = [1000, 6000];
const demoLabel = (demo: DemoCase, afterMs: number) => `scroll to a demo → ${demo.label}, ${afterMs / 1000} s`;

/** Wheels down, half a screen at a time, until the element's top is a quarter down the screen. */
export async function wheelTo(page: Page, selector: string) {
  for (let step = 0; step < 40; step += 1) {
    const distance = await page.locator(selector).first().evaluate((element) => element.getBoundingClientRect().top - innerHeight / 4);
    if (Math.abs(distance) < 8) return;
    await page.mouse.wheel(0, Math.sign(distance) * Math.min(Math.abs(distance), 400));
    await page.waitForTimeout(50);
  }
}

/** One scroll to a demo on a fresh phone, `afterMs` after load: ms from the first wheel to its content on screen. */
async function demoSample(browser: Browser, url: string, afterMs: number, demo: DemoCase): Promise<number | null> {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(`(${WATCHER})(${JSON.stringify({ kind: 'demo', target: demo.content })})`);
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
        const results = [];
        for (let run = 0; run < runs; run += 1) results.push(await demoSample(browser, `${origin}${demo.route}`, afterMs, demo));
        (figures.ours ??= {})[label] = median(results);
      }
    }
  } finally {
    await browser.close();
  }
  return figures;
}

