import { expect, test, type Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { exportedRoutes } from '../../src/shared/nav/siteNav';
import { listPages } from '../../src/build/quality/builtPages';
import { auditInNewTab, excusingShifts, formatFindings, prepareContext, type AuditTimings, type Finding } from './audit';

// Every exported page with every demo brought to life, twice: once in light, left to right, at a
// desktop's 1280 px, with every gate; once in dark at a phone's 390 px. Console, requests, head tags, axe, layout shift, the content policy
// and a page wider than the window are checked on both visits; each page's time is printed with where it went.
// The dark visit of a page with demos (and of one page per area) is also its right-to-left visit:
// a fresh load in dark, switched to right-to-left, with every axe rule. Colours and direction are
// independent (mirroring moves no colour, a scheme moves no box), so one visit covers both
// while each page is loaded and its demos hydrated twice rather than four times. Other pages, whose
// markup the light visit has checked in full, run only axe's colour rules in dark. Width is
// independent of both in the same way, so the dark visit is also the phone visit.
// Pages are audited in batches, one browser context per batch, so the two CI workers stay busy
// without paying a context start per page.
// `SWEEP_ONLY=/x/react-data-grid/sorting/,/x/react-charts/` audits only the pages under those
// prefixes (a trailing `$` asks for that page alone, as `/x/react-data-grid/$` for the overview
// without the pages under it): for a writer checking the pages they work on; CI sets nothing and
// audits every page.
const ONLY = (process.env.SWEEP_ONLY ?? '').split(',').filter(Boolean);
const selected = (url: string) =>
  ONLY.length === 0 || ONLY.some((prefix) => (prefix.endsWith('$') ? url === prefix.slice(0, -1) : url.startsWith(prefix)));
const PAGES = [...exportedRoutes.map((route) => `${route}/`), '/404/', '/500/', '/playground/', '/x/production-error/?code=3&args[]=charts%2FBars'].filter(selected);
const BATCH = 16;
const PHONE = { width: 390, height: 844 };

/** Where every visit's time went, for the summary `npm test` ends with (scripts/lib/sweep-summary.mjs). */
const TIMES_FILE = path.join('test-results', 'sweep-times.jsonl');

/** One report line per page: total time, then where it went, so a slow page says why. */
function report(label: string, url: string, started: number, { open, demos, axe }: AuditTimings, demoCount: number) {
  const total = Math.round(performance.now() - started);
  const ms = (value: number) => String(value).padStart(5);
  console.log(`${label} ${ms(total)} ms (open ${ms(open)}, demos ${ms(demos)}, axe ${ms(axe)})  ${url}`);
  // One short line per append: the two workers' lines never interleave.
  fs.appendFileSync(TIMES_FILE, `${JSON.stringify({ label, url, demos: demoCount, total, open, live: demos, axe })}\n`);
}
/** How many demos each built page renders (its HTML carries one `data-demo` per demo). */
const DEMO_COUNTS = new Map(listPages(path.join(process.cwd(), 'out')).map((page) => [page.route, fs.readFileSync(page.file, 'utf8').split('data-demo="').length - 1]));
/** Every built page that renders a demo. */
const DEMO_PAGES = [...DEMO_COUNTS].filter(([, count]) => count > 0).map(([route]) => route);

/** Pages whose dark visit is right-to-left: one per product area, plus every page with demos. */
const RTL_PAGES = new Set([
  ...DEMO_PAGES,
  '/x/introduction/',
  '/x/common-concepts/custom-components/',
  '/x/react-data-grid/',
  '/x/react-date-pickers/',
  '/x/react-charts/',
  '/x/react-tree-view/',
  '/x/migration/migration-data-grid-v7/',
  '/x/api/data-grid/data-grid/',
]);

interface Visit {
  colorScheme: 'light' | 'dark';
  rtl: boolean;
  pages: string[];
}

/** The sweep's tests: each a batch of pages seen the same way, in one browser context. */
function visits(): Visit[] {
  const kinds: Omit<Visit, 'pages'>[] = [
    { colorScheme: 'light', rtl: false },
    { colorScheme: 'dark', rtl: false },
    { colorScheme: 'dark', rtl: true },
  ];
  return kinds.flatMap((kind) => {
    const pages = PAGES.filter((url) => kind.colorScheme === 'light' || RTL_PAGES.has(url) === kind.rtl);
    const batches: Visit[] = [];
    for (let start = 0; start < pages.length; start += BATCH) batches.push({ ...kind, pages: pages.slice(start, start + BATCH) });
    return batches;
  });
}

async function switchToRtl(page: Page) {
  await page.getByTestId('settings-button').click();
  // The page mirrors, and the dialog's scroll lock lets go, because the reader asked: not a layout
  // shift, however late it paints.
  await excusingShifts(page, async () => {
    await page.getByRole('radio', { name: 'Right to left' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByRole('button', { name: 'Close settings' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
}

/**
 * The longest one visit may take. The slowest pages take under 10 s on CI; a visit still running
 * after this is stuck (a wait with no bound of its own, a renderer that stopped answering), and
 * without a bound it would run out the whole batch's time and say only which batch it was in.
 */
const VISIT_DEADLINE_MS = 60_000;

for (const { colorScheme, rtl, pages } of visits()) {
  const label = `${colorScheme}${rtl ? ' rtl' : ''}`;
  test(`${label} · ${pages[0]} and ${pages.length - 1} more`, async ({ browser }) => {
    // A fixed allowance for the context's cold start, which the first page pays, and for one
    // stuck visit and its retry.
    test.setTimeout(30_000 + VISIT_DEADLINE_MS + pages.length * (rtl ? 20_000 : 15_000));
    const context = await browser.newContext({ colorScheme, ...(colorScheme === 'dark' ? { viewport: PHONE } : {}) });
    await prepareContext(context);
    const findings: Finding[] = [];
    let retried = false;
    for (const url of pages) {
      const started = performance.now();
      const timings: AuditTimings = { open: 0, demos: 0, axe: 0 };
      const axeRules = colorScheme === 'dark' && !rtl ? 'colour' : 'all';
      const options = { prepare: rtl ? switchToRtl : undefined, liveDemos: true, axeRules, timings } as const;
      let outcome = await auditInNewTab(context, url, options, VISIT_DEADLINE_MS);
      // A visit stuck past the deadline is tried once more in a fresh tab, once per batch: a
      // machine that stalled for a minute is not the page's fault, a page that hangs twice is.
      // The summary lists every retry (the `stuck` lines of sweep-times.jsonl).
      if (typeof outcome === 'string' && !retried) {
        retried = true;
        console.log(`${label} stuck after ${VISIT_DEADLINE_MS / 1000} s at: ${outcome}; trying again  ${url}`);
        fs.appendFileSync(TIMES_FILE, `${JSON.stringify({ label, url, stuck: outcome })}\n`);
        outcome = await auditInNewTab(context, url, options, VISIT_DEADLINE_MS);
      }
      if (typeof outcome === 'string') {
        findings.push({ url, gate: 'console', reason: `the visit did not finish in ${VISIT_DEADLINE_MS / 1000} s: stuck at ${outcome}` });
        continue;
      }
      findings.push(...outcome);
      report(label, url, started, timings, DEMO_COUNTS.get(url) ?? 0);
    }
    await context.close();
    expect(findings, formatFindings(findings)).toEqual([]);
  });
}
