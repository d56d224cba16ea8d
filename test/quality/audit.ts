import { readFileSync } from 'node:fs';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { MISSING_LICENCE_WATERMARK, PageRecorder, type Gate } from '../support/pageRecorder';

export { PageRecorder, type Gate };

export interface Finding {
  url: string;
  gate: Gate;
  reason: string;
}

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** Layout shift allowed on a page: web fonts swapping in may move text by a hair. */
export const CLS_TOLERANCE = 0.01;
/** How long a page may take to settle: every demo live, the ad decided, fonts in. */
const SETTLE_TIMEOUT_MS = 20_000;
/**
 * How long no demo may show a progress bar before the page's data counts as in. Each demo was
 * already watched until its own data was in (`DEMO_QUIET_MS`), so this is the last look over all
 * of them, not the first.
 */
const PROGRESS_QUIET_MS = 300;
/** The same in a second look at a page whose demos already have their data. */
const SECOND_LOOK_QUIET_MS = 150;
/** How long a demo that showed a progress bar must show none before the sweep scrolls past it. */
const DEMO_QUIET_MS = 300;
/** What a demo shows while its data is on the way: a progress bar, or the skeleton the grid and calendar draw. */
const LOADING = '[role="progressbar"], .MuiSkeleton-root';
/** Without `liveDemos`, how long a page is watched while axe runs, to catch content arriving late. */
const WATCH_MS = 400;

const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; html: string }[];
}

declare global {
  interface Window {
    __docsLayoutShift?: number;
    /** The largest shift so far and what moved in it, so a failure says where to look. */
    __docsLargestShift?: { value: number; sources: string[] };
    /** Counts the shifts the browser has recorded but not yet delivered to the observer. */
    __docsCountShifts?: () => void;
    /** When the sweep last saw a demo's progress bar (its settle step waits for a quiet spell). */
    __docsLastProgressBar?: number;
    /** Every `securitypolicyviolation` of the page: what the content policy refused, and where. */
    __docsPolicyViolations?: string[];
    axe?: {
      run: (context: Document | { include: string[][] }, options: object) => Promise<{ violations: AxeViolation[] }>;
      getRules: (tags: string[]) => { ruleId: string; tags: string[] }[];
      configure: (spec: { rules: { id: string; selector: string }[] }) => void;
      /** axe's own rule objects: the only place a rule's selector can be read back from. */
      _audit: { rules: { id: string; selector: string }[] };
    };
  }
}

/**
 * Installs, in every page of the context and before any of its scripts, a layout-shift counter and
 * a listener for the content policy's violation events (a console line is not the only trace a
 * refusal leaves, and the event names the directive and the refused address).
 */
export async function prepareContext(context: BrowserContext) {
  await context.addInitScript(() => {
    window.__docsPolicyViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : '';
      window.__docsPolicyViolations?.push(`${event.effectiveDirective} refused ${event.blockedURI || 'an inline resource'}${where}`);
    });
    window.__docsLayoutShift = 0;
    type Source = { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
    const describe = ({ node, previousRect: from, currentRect: to }: Source) => {
      const element = node instanceof Element ? node : node?.parentElement;
      const name = element ? `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${element.classList.length ? `.${[...element.classList].slice(0, 2).join('.')}` : ''}` : 'a node';
      const demo = element?.closest('[data-demo]')?.getAttribute('data-demo');
      const r = (value: number) => Math.round(value);
      return `${name}${demo ? ` in demo ${demo}` : ''} at (${r(from.x)}, ${r(from.y)})→(${r(to.x)}, ${r(to.y)}), size ${r(from.width)}×${r(from.height)}→${r(to.width)}×${r(to.height)}`;
    };
    const count = (entries: PerformanceEntryList) => {
      for (const entry of entries as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Source[] })[]) {
        if (entry.hadRecentInput) continue;
        window.__docsLayoutShift = (window.__docsLayoutShift ?? 0) + entry.value;
        if (entry.value > (window.__docsLargestShift?.value ?? 0)) {
          window.__docsLargestShift = { value: entry.value, sources: (entry.sources ?? []).slice(0, 3).map(describe) };
        }
      }
    };
    const observer = new PerformanceObserver((list) => count(list.getEntries()));
    observer.observe({ type: 'layout-shift', buffered: true });
    window.__docsCountShifts = () => count(observer.takeRecords());
  });
}

/**
 * Runs a reader's action (a click that re-lays out the page, as switching to right-to-left does)
 * and leaves the page's shift count as it was before it. The browser excuses shifts within 500 ms
 * of an input; on a loaded CI machine the re-render can paint later than that, and the page would
 * be blamed for moving when the reader asked it to. Two frames after the action, whatever moved is
 * counted and dropped.
 */
export async function excusingShifts(page: Page, action: () => Promise<void>) {
  const before = await page.evaluate(() => {
    window.__docsCountShifts?.();
    return { total: window.__docsLayoutShift ?? 0, largest: window.__docsLargestShift ?? null };
  });
  await action();
  await page.evaluate(async ({ total, largest }) => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    window.__docsCountShifts?.();
    window.__docsLayoutShift = total;
    window.__docsLargestShift = largest ?? undefined;
  }, before);
}

/** The page's cumulative layout shift one frame on, and what moved in its largest shift. */
export async function layoutShift(page: Page): Promise<{ total: number; largest: string }> {
  return page.evaluate(
    () =>
      new Promise<{ total: number; largest: string }>((resolve) =>
        requestAnimationFrame(() => {
          const largest = window.__docsLargestShift;
          resolve({
            total: window.__docsLayoutShift ?? 0,
            largest: largest ? `largest shift ${largest.value.toFixed(4)}: ${largest.sources.join(', ')}` : 'no shift',
          });
        }),
      ),
  );
}

export interface AuditOptions {
  /** Wait for the app's hydration marker (the docs site) rather than the load event only. */
  hydrated?: boolean;
  /** Said before each finding of the first look, when a second look follows (e.g. `light 1280`). */
  label?: string;
  /** Called on the fresh tab before the page loads (e.g. to emulate a dark scheme and a phone's width). */
  beforeLoad?: (page: Page) => Promise<void>;
  /** Called once the page is ready, before it is checked (e.g. to switch to right-to-left). */
  prepare?: (page: Page) => Promise<void>;
  /**
   * Scroll to every demo, wait until each is live and the page has settled, then check (the
   * sweep). Without it the page is checked as it opens, watched for a moment (feature tests).
   */
  liveDemos?: boolean;
  /**
   * `colour` runs only the axe rules that read colours (contrast, links told apart by colour): for a
   * page whose markup another visit has already checked in full, seen again in another scheme.
   */
  axeRules?: 'all' | 'colour';
  /**
   * What axe looks at: the whole document, or only what a selector picks (the article, on a page
   * whose shell, the same on every page of its product, another visit checks in full).
   */
  axeScope?: string;
  /**
   * Where the colour rules look, when not where the others do: a selector (every element it
   * matches), or null for nowhere. The sweep points them at a page's demos, whose colours are
   * their own, on a page whose other kinds of markup another page shows in the same colours.
   * Unlike `axeScope`, a selector that matches nothing checks nothing.
   */
  colourScope?: string | null;
  /**
   * A second look at the same load, once the first look's checks are done: `prepare` turns the
   * page into another way a reader sees it (dark, a phone's width, right to left), excusing the
   * shifts it causes itself; then the page settles again and axe, layout shift and width are
   * checked once more, each finding prefixed with `label`. One load and one hydration of every
   * demo serve both looks.
   */
  secondLook?: { label: string; prepare: (page: Page) => Promise<void>; axeRules?: 'all' | 'colour'; axeScope?: string; colourScope?: string | null };
  /** Filled with how long each phase took, in ms, for the sweep's per-page report. */
  timings?: AuditTimings;
  /** Told what the audit is doing as it goes, so a visit that hangs can say where. */
  onStep?: (what: string) => void;
}

export interface AuditTimings {
  /** Navigation, first use, hydration and `prepare`. */
  open: number;
  /** Scrolling to every demo until each is live and the page has settled. */
  demos: number;
  axe: number;
  /** The second look, if any: the switch, the settling and its checks. */
  second: number;
}

/**
 * Scrolls half a screen at a time, a frame or two apart, until the element is in view, as a reader's
 * swipes do. A jump (`scrollIntoView`) would land beside blocks the page has not drawn yet
 * (`content-visibility: auto` in markdown.css), drawn a frame later at their real size: a shift no
 * reader meets by scrolling; a reader meets it only after a link's click, which the layout-shift measure excuses.
 */
async function scrollLikeAReader(element: Locator) {
  await element.evaluate(async (target) => {
    const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    // A target that keeps moving (content above it growing) is chased for a few seconds at most.
    const until = performance.now() + 8_000;
    for (let step = 0; step < 500 && performance.now() < until; step += 1) {
      const box = target.getBoundingClientRect();
      // Its top a quarter down the screen, or higher if that leaves its bottom out of view.
      const distance = box.top - Math.max(16, Math.min(innerHeight / 4, innerHeight - box.height));
      if (Math.abs(distance) < 2) return;
      const before = scrollY;
      scrollBy(0, Math.sign(distance) * Math.min(Math.abs(distance), innerHeight / 2));
      await frame();
      await frame();
      if (scrollY === before) return;
    }
  });
}

/**
 * Brings every demo of the page to life the way a reader does, by scrolling to each in turn, then
 * waits for what arrives late: the ad's outcome, web fonts, two frames. No fixed sleep: each wait
 * ends as soon as its condition holds. Returns what did not settle, or null. Without
 * `scrollToDemos` (a second look at a page whose demos are live and have their data) only the
 * waits are run, with a shorter quiet spell: a new scheme or width starts no request.
 */
async function settle(page: Page, step: (what: string) => void, { scrollToDemos = true, quietMs = PROGRESS_QUIET_MS } = {}): Promise<string | null> {
  const demos = page.locator('[data-demo]');
  const count = scrollToDemos ? await demos.count() : 0;
  try {
    for (let index = 0; index < count; index += 1) {
      const demo = demos.nth(index);
      const which = `demo ${index + 1} of ${count} (${await demo.getAttribute('data-demo')})`;
      step(`scrolling to ${which}`);
      await scrollLikeAReader(demo);
      step(`waiting for ${which} to go live`);
      await demo.locator('xpath=self::*[@data-demo-live]').waitFor({ timeout: SETTLE_TIMEOUT_MS });
      // A demo that fetches from its fake server is watched, in view, until its data is in: what
      // the answer moves (rows inserted, a label changing width) moves under a reader who looks at
      // it. Scrolling on at once made the count depend on the machine's speed: a slow answer
      // landed while the demo was still in view, a fast one after the next scroll.
      step(`waiting for ${which}'s data`);
      await demo.evaluate(
        (element, { quietMs, loading }) =>
          new Promise<void>((resolve) => {
            let quietSince = performance.now();
            const look = () => {
              if (element.querySelector(loading)) quietSince = performance.now();
              if (performance.now() - quietSince >= quietMs) resolve();
              else requestAnimationFrame(look);
            };
            // Two frames first: a demo starts its first request in an effect after it goes live.
            requestAnimationFrame(() => requestAnimationFrame(() => (element.querySelector(loading) ? look() : resolve())));
          }),
        { quietMs: DEMO_QUIET_MS, loading: LOADING },
      );
    }
    // A demo fetching from its fake server shows a progress bar for a moment; the audit checks
    // the demo once it has its data, as a reader sees it. One answer can start the next request
    // (a tree opening the children of the rows it just got), so the bars must stay gone a while.
    // Only a demo shows a progress bar: a page without one has none to wait for.
    step('waiting for the demos\' progress bars to go');
    if ((await demos.count()) > 0) await page.waitForFunction(
      ({ quietMs, loading }) => {
        // The first look starts the quiet window: a bar may be about to appear.
        if (window.__docsLastProgressBar === undefined || [...document.querySelectorAll('[data-demo]')].some((demo) => demo.querySelector(loading))) {
          window.__docsLastProgressBar = performance.now();
        }
        return performance.now() - window.__docsLastProgressBar >= quietMs;
      },
      { quietMs, loading: LOADING },
      { timeout: SETTLE_TIMEOUT_MS, polling: 50 },
    );
    step('waiting for the ad\'s outcome');
    await page.waitForFunction(
      () => [...document.querySelectorAll('[data-ad-slot="body-top"]')].every((slot) => slot.querySelector('[data-ad-outcome]')),
      null,
      { timeout: SETTLE_TIMEOUT_MS },
    );
    step('waiting for web fonts and two frames');
    const fontsIn = await page.evaluate(async (timeout) => {
      const fonts = await Promise.race([document.fonts.ready.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), timeout))]);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return fonts;
    }, SETTLE_TIMEOUT_MS);
    if (!fontsIn) return `page did not settle: web fonts still loading after ${SETTLE_TIMEOUT_MS / 1000} s`;
    return null;
  } catch (error) {
    const live = await page.locator('[data-demo][data-demo-live]').count();
    return `page did not settle (${live} of ${await demos.count()} demos live, a demo still loading, or no ad outcome): ${(error as Error).message.split('\n')[0]}`;
  }
}

/**
 * Starts the page's code as a reader's first key would (pages start it on first use, see
 * src/client/boot/bootOnFirstUse.ts) and waits until React has hydrated the page (the frame marks it once
 * effects run). Shift does nothing of its own.
 */
export async function startAndHydrate(page: Page, timeout?: number) {
  await page.keyboard.press('Shift');
  await page.waitForSelector('html[data-hydrated="true"]', { timeout });
}

/**
 * Visits one URL and runs every per-page gate on it: console and network health, head tags,
 * axe (WCAG 2.1 A and AA; serious and critical violations) and cumulative layout shift.
 */
export async function auditPage(page: Page, recorder: PageRecorder, url: string, options: AuditOptions = {}): Promise<Finding[]> {
  const { label, hydrated = true, beforeLoad, prepare, liveDemos = false, axeRules = 'all', axeScope, colourScope, secondLook, timings, onStep: step = () => {} } = options;
  let mark = performance.now();
  const lap = (phase: keyof AuditTimings) => {
    const now = performance.now();
    if (timings) timings[phase] = Math.round(now - mark);
    mark = now;
  };
  recorder.take();
  const findings: Finding[] = [];
  const add = (gate: Gate, reason: string) => findings.push({ url, gate, reason });
  const addInFirstLook = label ? (gate: Gate, reason: string) => add(gate, `(${label}) ${reason}`) : add;

  if (beforeLoad) await beforeLoad(page);
  step('loading the page');
  await page.goto(url, { waitUntil: 'load' });
  step('starting the page\'s code and hydrating');
  if (hydrated) await startAndHydrate(page, 15_000);
  step('preparing the page');
  if (prepare) await prepare(page);
  lap('open');
  if (hydrated && liveDemos) {
    const settled = await settle(page, step);
    if (settled) addInFirstLook('console', settled);
  }
  lap('demos');

  step('running axe');
  await checkAxe(page, addInFirstLook, { axeRules, axeScope, colourScope, watch: !liveDemos });
  lap('axe');

  step('reading the head, shifts and width');
  const head = await page.evaluate(() => ({
    h1: document.querySelectorAll('h1').length,
    title: document.title.trim(),
    description: document.querySelector('meta[name="description"]')?.getAttribute('content')?.trim() ?? '',
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '',
    noindex: /noindex/.test(document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? ''),
  }));
  if (head.h1 !== 1) add('head', `expected one <h1>, found ${head.h1}`);
  if (!head.title) add('head', 'missing <title>');
  if (!head.description) add('head', 'missing meta description');
  // Error pages and the playground are marked noindex and rightly have no canonical URL.
  if (!head.canonical && !head.noindex) add('head', 'missing canonical link');
  await checkShiftPolicyAndWidth(page, addInFirstLook);

  if (secondLook) {
    const addInLook = (gate: Gate, reason: string) => add(gate, `(${secondLook.label}) ${reason}`);
    step(`switching to the second look (${secondLook.label})`);
    await secondLook.prepare(page);
    // Shifts are counted afresh: the first look's were reported above, the switch's are excused.
    await page.evaluate(() => {
      window.__docsLayoutShift = 0;
      window.__docsLargestShift = undefined;
      window.__docsLastProgressBar = undefined;
    });
    if (hydrated && liveDemos) {
      step(`waiting for the page to settle in the second look (${secondLook.label})`);
      const settled = await settle(page, step, { scrollToDemos: false, quietMs: SECOND_LOOK_QUIET_MS });
      if (settled) addInLook('console', settled);
    }
    step(`running axe in the second look (${secondLook.label})`);
    await checkAxe(page, addInLook, { axeRules: secondLook.axeRules ?? 'all', axeScope: secondLook.axeScope, colourScope: secondLook.colourScope, watch: !liveDemos });
    await checkShiftPolicyAndWidth(page, addInLook);
    lap('second');
  }

  for (const { gate, reason } of recorder.take()) add(gate, reason);
  return findings;
}

type AxeRun = { rules: 'all' | 'colour' | 'other'; scope?: string; orWholePage: boolean };

/**
 * The axe runs a look asks for: one over the scope when the colour rules look there too (or are
 * all it asks for), else the other rules over the scope and the colour rules over theirs.
 */
function axeRuns({ axeRules, axeScope, colourScope }: { axeRules: 'all' | 'colour'; axeScope?: string; colourScope?: string | null }): AxeRun[] {
  if (colourScope === undefined) return [{ rules: axeRules, scope: axeScope, orWholePage: true }];
  const runs: AxeRun[] = axeRules === 'all' ? [{ rules: 'other', scope: axeScope, orWholePage: true }] : [];
  if (colourScope !== null) runs.push({ rules: 'colour', scope: colourScope, orWholePage: false });
  return runs;
}

/** Runs axe over the page (or the parts the scopes pick) and adds its serious and critical violations. */
async function checkAxe(
  page: Page,
  add: (gate: Gate, reason: string) => void,
  { watch, ...scopes }: { axeRules: 'all' | 'colour'; axeScope?: string; colourScope?: string | null; watch: boolean },
) {
  const runs = axeRuns(scopes);
  if (runs.length === 0) {
    if (watch) await page.waitForTimeout(WATCH_MS);
    return;
  }
  if (!(await page.evaluate(() => Boolean(window.axe)))) {
    // Evaluated, not added as a <script>: the site's content policy blocks inline scripts it did not hash.
    await page.evaluate(axeSource);
  }
  const [violations] = await Promise.all([
    page.evaluate(
      async ({ tags, runs }) => {
        const found: AxeViolation[] = [];
        const axe = window.axe!;
        const colour = axe.getRules(tags).filter((rule) => rule.tags.includes('cat.color')).map((rule) => rule.ruleId);
        const matching = (scope?: string) => Boolean(scope && document.querySelector(scope));
        // Every run first builds axe's tree of the whole document, whatever its scope: 0.5-0.9 s on a
        // page with demos. When the colour rules look at parts of what the other rules look at (the
        // demos of an article), one run does both, the colour rules' selectors narrowed to those parts.
        const [others, colours] = runs;
        if (
          runs.length === 2 &&
          others.rules === 'other' &&
          colours.rules === 'colour' &&
          matching(colours.scope) &&
          (!matching(others.scope) || [...document.querySelectorAll(colours.scope!)].every((part) => part.closest(others.scope!)))
        ) {
          const selectors = new Map(axe._audit.rules.filter((rule) => colour.includes(rule.id)).map((rule) => [rule.id, rule.selector]));
          const narrowed = (selector: string) =>
            selector
              .split(',')
              .map((part) => part.trim())
              .flatMap((part) => (part === '*' ? [colours.scope!, `${colours.scope} *`] : [`${colours.scope} ${part}`]))
              .join(', ');
          axe.configure({ rules: [...selectors].map(([id, selector]) => ({ id, selector: narrowed(selector) })) });
          try {
            const context = matching(others.scope) ? { include: [[others.scope!]] } : document;
            return (await axe.run(context, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })).violations;
          } finally {
            axe.configure({ rules: [...selectors].map(([id, selector]) => ({ id, selector })) });
          }
        }
        for (const { rules, scope, orWholePage } of runs) {
          // By tag, axe leaves out its experimental rules; named one by one, it would run them.
          const options =
            rules === 'colour'
              ? { runOnly: { type: 'rule', values: colour } }
              : { runOnly: { type: 'tag', values: tags }, rules: rules === 'other' ? Object.fromEntries(colour.map((id) => [id, { enabled: false }])) : {} };
          const matches = matching(scope);
          // A scope that matches nothing would check nothing: the whole document is checked
          // instead, unless nothing is what the caller meant (a page without demos).
          if (scope && !matches && !orWholePage) continue;
          const context = matches ? { include: [[scope!]] } : document;
          found.push(...(await axe.run(context, { ...options, resultTypes: ['violations'] })).violations);
        }
        return found;
      },
      { tags: AXE_TAGS, runs },
    ),
    watch ? page.waitForTimeout(WATCH_MS) : Promise.resolve(),
  ]);
  for (const violation of violations) {
    // The packages' own watermark in a build without a licence key is pale on purpose; the site as
    // deployed has a key and no watermark.
    const nodes = violation.nodes.filter((node) => !(violation.id === 'color-contrast' && node.html.includes(MISSING_LICENCE_WATERMARK)));
    if (nodes.length > 0 && (violation.impact === 'serious' || violation.impact === 'critical')) {
      const targets = nodes.slice(0, 3).map((node) => node.target.join(' ')).join(', ');
      add('a11y', `${violation.impact} ${violation.id}: ${violation.help} (${targets})`);
    }
  }
}

/** Adds the page's layout shift over the tolerance, what the content policy refused, and a page wider than its window. */
async function checkShiftPolicyAndWidth(page: Page, add: (gate: Gate, reason: string) => void) {
  const seen = await page.evaluate(() => ({
    shift: window.__docsLayoutShift ?? 0,
    largestShift: window.__docsLargestShift ?? null,
    policyViolations: window.__docsPolicyViolations?.splice(0) ?? [],
  }));
  if (seen.shift > CLS_TOLERANCE) {
    const largest = seen.largestShift ? `; largest ${seen.largestShift.value.toFixed(3)}: ${seen.largestShift.sources.join(', ')}` : '';
    add('cls', `cumulative layout shift ${seen.shift.toFixed(3)} > ${CLS_TOLERANCE}${largest}`);
  }
  for (const violation of seen.policyViolations) add('csp', `content policy: ${violation}`);
  const overflow = await page.evaluate(widerThanTheScreen);
  if (overflow) add('overflow', overflow);
}

/**
 * Runs in the page: null when the page fits the window's width, else how wide it is and the
 * outermost elements that stick out with no scrolling box of their own around them (a code block's
 * long line scrolls inside its `<pre>` and does not count). A page wider than the screen scrolls
 * sideways under a phone reader's thumb.
 */
function widerThanTheScreen(): string | null {
  const root = document.documentElement;
  if (root.scrollWidth <= root.clientWidth) return null;
  const escapes = (element: Element) => {
    const box = element.getBoundingClientRect();
    const outside = document.dir === 'rtl' ? box.left < -1 : box.right > root.clientWidth + 1;
    const { position } = getComputedStyle(element);
    if (!outside || position === 'fixed') return false;
    // An absolute box is clipped only by a scrolling ancestor at or above its containing block,
    // the nearest positioned (or transformed) ancestor; the boxes in between let it out.
    let absolute = position === 'absolute';
    for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
      const style = getComputedStyle(parent);
      const containing = style.position !== 'static' || style.transform !== 'none';
      if (style.overflowX !== 'visible' && (!absolute || containing)) return false;
      if (absolute && containing) absolute = style.position === 'absolute';
    }
    return true;
  };
  const culprits = [...document.body.querySelectorAll('*')].filter((element) => escapes(element) && !(element.parentElement && escapes(element.parentElement)));
  const name = (element: Element) => `${element.tagName.toLowerCase()}${element.classList.length ? `.${[...element.classList].slice(0, 2).join('.')}` : ''} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
  const wide = `the page is ${root.scrollWidth} px wide in a ${root.clientWidth} px window`;
  // Every box fits, so it is text running out of its box: a word too long to wrap.
  if (culprits.length === 0) {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node && culprits.length < 3; node = walker.nextNode()) {
      range.selectNodeContents(node);
      const box = range.getBoundingClientRect();
      const outside = document.dir === 'rtl' ? box.left < -1 : box.right > root.clientWidth + 1;
      let clipped = false;
      for (let parent = node.parentElement; parent && parent !== document.body && !clipped; parent = parent.parentElement) {
        clipped = getComputedStyle(parent).overflowX !== 'visible';
      }
      if (outside && !clipped && node.parentElement) culprits.push(node.parentElement);
    }
    return `${wide}: ${culprits.map((element) => `text too long to wrap in ${name(element)}`).join(', ') || 'no single element'}`;
  }
  return `${wide}: ${culprits.slice(0, 3).map(name).join(', ')}`;
}

/**
 * A tab that audits page after page, each visit bounded by a deadline. Kept from one visit to the
 * next, the tab keeps its renderer process and the site's compiled code warm: a visit opens in
 * about half the time a fresh tab takes. A visit still running after its deadline closes the tab,
 * which ends whatever it was waiting for (a wait with no bound of its own, a renderer that stopped
 * answering); the next visit opens a fresh one.
 */
export class AuditTab {
  private open: { page: Page; recorder: PageRecorder } | null = null;

  constructor(private readonly context: BrowserContext) {}

  /** The visit's findings, or the step it was stuck at when the deadline came. */
  async audit(url: string, options: AuditOptions, deadlineMs: number): Promise<Finding[] | string> {
    let stuckAt = 'opening a tab';
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<string>((resolve) => {
      timer = setTimeout(() => resolve(stuckAt), deadlineMs);
    });
    const audit = (async () => {
      if (!this.open) {
        const page = await this.context.newPage();
        this.open = { page, recorder: new PageRecorder(page) };
      }
      const onStep = (what: string) => {
        stuckAt = what;
        options.onStep?.(what);
      };
      return auditPage(this.open.page, this.open.recorder, url, { ...options, onStep });
    })();
    try {
      const outcome = await Promise.race([audit, deadline]);
      if (typeof outcome === 'string') await this.close();
      return outcome;
    } finally {
      clearTimeout(timer);
      // Closing the tab rejects the abandoned audit's pending wait; that rejection is expected.
      audit.catch(() => {});
    }
  }

  async close() {
    const open = this.open;
    this.open = null;
    await open?.page.close();
  }
}

/** One audit of a page in a tab of its own, closed after it; or the step it was stuck at. */
export async function auditInNewTab(context: BrowserContext, url: string, options: AuditOptions, deadlineMs: number): Promise<Finding[] | string> {
  const tab = new AuditTab(context);
  try {
    return await tab.audit(url, options, deadlineMs);
  } finally {
    await tab.close();
  }
}

export function formatFindings(findings: readonly Finding[]): string {
  return findings.map((finding) => `${finding.url} [${finding.gate}] ${finding.reason}`).join('\n');
}
