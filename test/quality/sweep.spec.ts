import { expect, test, type Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { exportedRoutes } from '../../src/shared/nav/siteNav';
import { listPages } from '../../src/build/quality/builtPages';
import { auditPage, formatFindings, PageRecorder, prepareContext, type Finding } from './audit';

// Every exported page, in light and in dark, with every demo brought to life: console, requests,
// head tags, axe, layout shift. Each page's audit time is printed.
// Pages are audited in batches, one browser context per batch, so the two CI workers stay busy
// without paying a context start per page.
// `SWEEP_ONLY=/x/react-data-grid/sorting/,/x/react-charts/` audits only the pages under those
// prefixes: for a writer checking the pages they work on; CI sets nothing and audits every page.
const ONLY = (process.env.SWEEP_ONLY ?? '').split(',').filter(Boolean);
const selected = (url: string) => ONLY.length === 0 || ONLY.some((prefix) => url.startsWith(prefix));
const PAGES = [...exportedRoutes.map((route) => `${route}/`), '/404/', '/500/', '/playground/', '/x/production-error/?code=3&args[]=charts%2FBars'].filter(selected);
const BATCH = 16;
const batches: string[][] = [];
for (let start = 0; start < PAGES.length; start += BATCH) batches.push(PAGES.slice(start, start + BATCH));

/** Every built page that renders a demo (its HTML carries `data-demo`). */
const DEMO_PAGES = listPages(path.join(process.cwd(), 'out'))
  .filter((page) => fs.readFileSync(page.file, 'utf8').includes('data-demo="'))
  .map((page) => page.route);

/** Pages also checked right-to-left: one per product area, plus every page with demos. */
const RTL_PAGES = [
  ...new Set([
    ...DEMO_PAGES,
    '/x/introduction/',
    '/x/common-concepts/custom-components/',
    '/x/react-data-grid/',
    '/x/react-date-pickers/',
    '/x/react-charts/',
    '/x/react-tree-view/',
    '/x/migration/migration-data-grid-v7/',
    '/x/api/data-grid/data-grid/',
  ]),
].filter(selected);

async function switchToRtl(page: Page) {
  await page.getByTestId('settings-button').click();
  await page.getByRole('button', { name: 'Right to left' }).click();
  await page.getByRole('button', { name: 'Close settings' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

for (const colorScheme of ['light', 'dark'] as const) {
  batches.forEach((batch, index) => {
    test(`${colorScheme} · pages ${index * BATCH + 1}–${index * BATCH + batch.length} of ${PAGES.length}`, async ({ browser }) => {
      test.setTimeout(batch.length * 15_000);
      const context = await browser.newContext({ colorScheme });
      await prepareContext(context);
      const page = await context.newPage();
      const recorder = new PageRecorder(page);
      const findings: Finding[] = [];
      for (const url of batch) {
        const started = performance.now();
        findings.push(...(await auditPage(page, recorder, url, { liveDemos: true })));
        console.log(`${colorScheme} ${String(Math.round(performance.now() - started)).padStart(5)} ms  ${url}`);
      }
      await context.close();
      expect(findings, formatFindings(findings)).toEqual([]);
    });
  });
}

// One test per scheme, so that the two workers audit them side by side.
for (const colorScheme of ['light', 'dark'] as const) {
  test(`right-to-left pages pass the same gates · ${colorScheme}`, async ({ browser }) => {
    test.setTimeout(RTL_PAGES.length * 20_000);
    const context = await browser.newContext({ colorScheme });
    await prepareContext(context);
    const page = await context.newPage();
    const recorder = new PageRecorder(page);
    const findings: Finding[] = [];
    for (const url of RTL_PAGES) {
      const started = performance.now();
      findings.push(...(await auditPage(page, recorder, url, { prepare: switchToRtl, liveDemos: true })));
      console.log(`rtl ${colorScheme} ${String(Math.round(performance.now() - started)).padStart(5)} ms  ${url}`);
    }
    await context.close();
    expect(findings, formatFindings(findings)).toEqual([]);
  });
}
