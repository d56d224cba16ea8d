import { expect, test, type Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { exportedRoutes } from '../../src/shared/nav/siteNav';
import { listPages } from '../../src/node/quality/builtPages';
import { markupKinds, pagesCoveringEveryKind } from '../../src/node/quality/markupKinds';
import { AuditTab, excusingShifts, formatFindings, prepareContext, type AuditOptions, type AuditTimings, type Finding } from './audit';

// Every exported page in Chromium, every demo brought to life, seen light at a desktop's 1280 px
// and dark at a phone's 390 px, one of the two right to left (on the pages that need it), with
// every gate each time: console, requests, head tags, axe, layout shift, the content policy and a
// page wider than the window.
//
// Each page is loaded once and seen twice: after the first look's checks the same load is turned
// into the other look (its scheme and width as the system would change them, its direction as a
// reader does) and checked again; the theme's colours are CSS variables, so its markup is the same
// in both schemes. A page with demos is loaded dark at a phone's width, left to right: a phone is
// where a demo is likeliest to draw differently once live (a picker turns into its mobile
// variant, a grid or a chart fits a narrow box), so the shifts only a load shows are watched
// there. It is then seen light at 1280 px, right to left, where its markup is checked in full:
// one switch of direction, on a live page, as a reader makes it (loading it right to left and
// switching back for the light look cost two, about 0.7 s each). Loading every such page a second time, to watch its demos come to life at
// 1280 px too, cost CI a quarter of the sweep (about 6 minutes): that load is made on each
// product's busiest page and on the few pages that between them show every kind of demo (each
// product's, each way a demo stands in before it is live), as the e2e tests make it for the
// demos' handovers (demos.spec.ts, slow-network.spec.ts). A page without demos is loaded
// light at 1280 px; in dark it is right to left on one page per area, and elsewhere runs only
// axe's colour rules, its markup checked in light.
// The shell (header, navigation, dialogs), the same on every page of a product, is checked by axe
// on one page per area and on the pages with templates of their own; axe looks at the article on
// the others. Axe's colour rules, the costliest, look at the whole article only on the few pages
// that between them show every kind of markup the site's articles have (markupKinds.ts): the same
// kind is drawn in the same colours on every page. Elsewhere they look at the page's demos, whose
// colours are their own. Pages are audited in batches, one browser context and one tab per batch,
// so the two CI workers stay busy without paying a context start or a renderer start per page.
// `SWEEP_ONLY=/x/react-data-grid/sorting/,/x/react-charts/` audits only the pages under those
// prefixes (a trailing `$` asks for that page alone, as `/x/react-data-grid/$` for the overview
// without the pages under it): for a writer checking the pages they work on; CI sets nothing and
// audits every page.
const ONLY = (process.env.SWEEP_ONLY ?? '').split(',').filter(Boolean);
const selected = (url: string) =>
  ONLY.length === 0 || ONLY.some((prefix) => (prefix.endsWith('$') ? url === prefix.slice(0, -1) : url.startsWith(prefix)));
const ALL_PAGES = [...exportedRoutes.map((route) => `${route}/`), '/404/', '/500/', '/playground/', '/x/production-error/?code=3&args[]=charts%2FBars'];
const BATCH = 16;
const DESKTOP = { width: 1280, height: 720 };
const PHONE = { width: 390, height: 844 };

/** Where every visit's time went, for the summary `npm test` ends with (scripts/lib/sweep-summary.mjs). */
const TIMES_FILE = path.join('test-results', 'sweep-times.jsonl');

const BUILT = listPages(path.join(process.cwd(), 'out')).map((page) => ({ ...page, html: fs.readFileSync(page.file, 'utf8') }));
/** How many demos each built page renders (its HTML carries one `data-demo` per demo). */
const DEMO_COUNTS = new Map(BUILT.map((page) => [page.route, page.html.split('data-demo="').length - 1]));

/** One page per product area: its shell is checked by axe in full, and in dark it is right to left. */
const AREA_PAGES = new Set([
  '/x/introduction/',
  '/x/common-concepts/custom-components/',
  '/x/react-data-grid/',
  '/x/react-date-pickers/',
  '/x/react-charts/',
  '/x/react-tree-view/',
  '/x/migration/migration-data-grid-v7/',
  '/x/api/data-grid/data-grid/',
]);
/** Pages whose shell axe checks in full: the area pages, and the pages built on templates of their own. */
const SHELL_PAGES = new Set([...AREA_PAGES, '/404/', '/500/', '/playground/', '/x/production-error/?code=3&args[]=charts%2FBars']);
/** Pages whose whole article axe's colour rules check: the shell pages, and then every kind of markup. */
const COLOUR_PAGES = new Set([...SHELL_PAGES, ...pagesCoveringEveryKind(new Map(BUILT.map((page) => [page.route, markupKinds(page.html)])), SHELL_PAGES)]);

interface Look {
  colorScheme: 'light' | 'dark';
  viewport: { width: number; height: number };
  rtl: boolean;
}
const LIGHT_DESKTOP: Look = { colorScheme: 'light', viewport: DESKTOP, rtl: false };
const LIGHT_DESKTOP_RTL: Look = { ...LIGHT_DESKTOP, rtl: true };
const lookLabel = (look: Look) => `${look.colorScheme} ${look.viewport.width}${look.rtl ? ' rtl' : ''}`;

interface Visit {
  url: string;
  /** How the page is loaded. */
  first: Look;
  /**
   * What the same load is turned into and checked again, with the axe rules it runs: all of them
   * where it checks markup, else the colour rules. None for a load made only for what a load shows.
   */
  second?: { look: Look; rules: 'all' | 'colour' };
}

const hasDemos = (url: string) => (DEMO_COUNTS.get(url) ?? 0) > 0;
const DARK_PHONE = (rtl: boolean): Look => ({ colorScheme: 'dark', viewport: PHONE, rtl });

/** The product of each demo a page shows, once per demo. */
const demoProducts = (html: string) => [...html.matchAll(/data-demo="([^"/]+)\//g)].map(([, product]) => product);
/** The kinds of demo a page shows: each product's, and each way a demo stands in before it is live. */
const demoKinds = (html: string) =>
  new Set([...demoProducts(html).map((product) => `demo of ${product}`), ...[...html.matchAll(/data-stand-in="([^"]+)"/g)].map(([, kind]) => `stand-in ${kind}`)]);
/** For each product, the page with the most of its demos. */
function busiestPages(pages: readonly { route: string; html: string }[]): string[] {
  const busiest = new Map<string, { route: string; count: number }>();
  for (const { route, html } of pages) {
    const counts = new Map<string, number>();
    for (const product of demoProducts(html)) counts.set(product, (counts.get(product) ?? 0) + 1);
    for (const [product, count] of counts) if (count > (busiest.get(product)?.count ?? 0)) busiest.set(product, { route, count });
  }
  return [...new Set([...busiest.values()].map(({ route }) => route))];
}
/** Pages with demos also loaded light at 1280 px: each product's busiest page, then every kind of demo. */
const DESKTOP_LOADS = pagesCoveringEveryKind(
  new Map(BUILT.filter((page) => hasDemos(page.route)).map((page) => [page.route, demoKinds(page.html)])),
  busiestPages(BUILT),
);

/** One visit per page, in page order, then the desktop loads. */
const PLAN: Visit[] = [
  ...ALL_PAGES.map((url): Visit => {
    if (hasDemos(url)) return { url, first: DARK_PHONE(false), second: { look: LIGHT_DESKTOP_RTL, rules: 'all' } };
    const rtl = AREA_PAGES.has(url);
    return { url, first: LIGHT_DESKTOP, second: { look: DARK_PHONE(rtl), rules: rtl ? 'all' : 'colour' } };
  }),
  ...DESKTOP_LOADS.map((url): Visit => ({ url, first: LIGHT_DESKTOP })),
].filter(({ url }) => selected(url));

async function setDirection(page: Page, rtl: boolean) {
  await page.getByTestId('settings-button').click();
  // The page mirrors, and the panel lets go, because the reader asked: not a layout shift,
  // however late it paints.
  await excusingShifts(page, async () => {
    await page.getByRole('radio', { name: rtl ? 'Right to left' : 'Left to right' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', rtl ? 'rtl' : 'ltr');
    await page.getByRole('button', { name: 'Close settings' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
}

/** Turns a loaded page into a look: its scheme and width as the system would change them, its direction as a reader does. */
async function turnTo(page: Page, look: Look) {
  await excusingShifts(page, async () => {
    await page.emulateMedia({ colorScheme: look.colorScheme });
    await page.setViewportSize(look.viewport);
    await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', look.colorScheme);
  });
  const rtl = (await page.locator('html').getAttribute('dir')) === 'rtl';
  if (rtl !== look.rtl) await setDirection(page, look.rtl);
}

/** One report line per page: total time, then where it went, so a slow page says why. */
function report(label: string, url: string, started: number, { open, demos, axe, second }: AuditTimings, demoCount: number) {
  const total = Math.round(performance.now() - started);
  const ms = (value: number) => String(value).padStart(5);
  console.log(`${label} ${ms(total)} ms (open ${ms(open)}, demos ${ms(demos)}, axe ${ms(axe)}, second look ${ms(second)})  ${url}`);
  // One short line per append: the two workers' lines never interleave.
  fs.appendFileSync(TIMES_FILE, `${JSON.stringify({ label, url, demos: demoCount, total, open, live: demos, axe, second })}\n`);
}

/**
 * The longest one visit may take. The slowest pages take under 15 s on CI; a visit still running
 * after this is stuck (a wait with no bound of its own, a renderer that stopped answering), and
 * without a bound it would run out the whole batch's time and say only which batch it was in.
 */
const VISIT_DEADLINE_MS = 60_000;

for (let start = 0; start < PLAN.length; start += BATCH) {
  const batch = PLAN.slice(start, start + BATCH);
  // Numbered: a page can start two batches (its light load, then its dark one) with the same count after it.
  test(`batch ${start / BATCH + 1}: ${batch[0].url} and ${batch.length - 1} more`, async ({ browser }) => {
    // A fixed allowance for the context's cold start, which the first page pays, and for one
    // stuck visit and its retry.
    test.setTimeout(30_000 + VISIT_DEADLINE_MS + batch.length * 25_000);
    const context = await browser.newContext();
    await prepareContext(context);
    const tab = new AuditTab(context);
    const findings: Finding[] = [];
    let retried = false;
    for (const { url, first, second } of batch) {
      const started = performance.now();
      const timings: AuditTimings = { open: 0, demos: 0, axe: 0, second: 0 };
      const label = second ? `${lookLabel(first)} → ${lookLabel(second.look)}` : `${lookLabel(first)} load`;
      const shell = SHELL_PAGES.has(url);
      const article = shell ? undefined : 'main';
      // Everywhere the other rules look, or only at the demos.
      const colourScope = COLOUR_PAGES.has(url) ? undefined : '[data-demo]';
      const options: AuditOptions = {
        label: second && lookLabel(first),
        beforeLoad: async (page) => {
          await page.emulateMedia({ colorScheme: first.colorScheme });
          await page.setViewportSize(first.viewport);
        },
        prepare: first.rtl ? (page) => setDirection(page, true) : undefined,
        liveDemos: true,
        // The dark look of a page with demos: the article's markup is checked in its
        // light look, the mirrored shell on its area's page; the demos came to life at a phone's
        // width, and may draw differently there.
        ...(first.colorScheme === 'dark' && !shell ? { axeScope: colourScope ? '[data-demo]' : 'main' } : { axeScope: article, colourScope }),
        // A desktop load of a page with demos runs no axe: its other visit's light look checks
        // the same markup and colours.
        ...(second ? {} : { axeRules: 'colour', colourScope: null }),
        secondLook: second && {
          label: lookLabel(second.look),
          prepare: (page) => turnTo(page, second.look),
          // Turned dark and narrow, a page without demos changes only its colours: its markup was
          // checked in light, its mirrored shell on its area's page.
          axeRules: second.rules,
          axeScope: article,
          colourScope,
        },
        timings,
      };
      let outcome = await tab.audit(url, options, VISIT_DEADLINE_MS);
      // A visit stuck past the deadline is tried once more in a fresh tab, once per batch: a
      // machine that stalled for a minute is not the page's fault, a page that hangs twice is.
      // The summary lists every retry (the `stuck` lines of sweep-times.jsonl).
      if (typeof outcome === 'string' && !retried) {
        retried = true;
        console.log(`${label} stuck after ${VISIT_DEADLINE_MS / 1000} s at: ${outcome}; trying again  ${url}`);
        fs.appendFileSync(TIMES_FILE, `${JSON.stringify({ label, url, stuck: outcome })}\n`);
        outcome = await tab.audit(url, options, VISIT_DEADLINE_MS);
      }
      if (typeof outcome === 'string') {
        findings.push({ url, gate: 'console', reason: `the visit did not finish in ${VISIT_DEADLINE_MS / 1000} s: stuck at ${outcome}` });
        continue;
      }
      findings.push(...outcome);
      report(label, url, started, timings, DEMO_COUNTS.get(url) ?? 0);
    }
    await tab.close();
    await context.close();
    expect(findings, formatFindings(findings)).toEqual([]);
  });
}
