import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from '@playwright/test';
import { PageRecorder, type Gate } from '../support/pageRecorder';

export { PageRecorder, type Gate };

export interface Finding {
  url: string;
  gate: Gate;
  reason: string;
}

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** Layout shift allowed on a page: web fonts swapping in may move text by a hair. */
export const CLS_TOLERANCE = 0.01;
/** How long a page is watched after it became interactive, to catch content that arrives late. */
const SETTLE_MS = 400;

const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

declare global {
  interface Window {
    __docsLayoutShift?: number;
    axe?: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> };
  }
}

/** Installs a layout-shift counter in every page of the context, before any of its scripts. */
export async function prepareContext(context: BrowserContext) {
  await context.addInitScript(() => {
    window.__docsLayoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) window.__docsLayoutShift = (window.__docsLayoutShift ?? 0) + entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

interface AuditOptions {
  /** Wait for the app's hydration marker (the docs site) rather than the load event only. */
  hydrated?: boolean;
  /** Called once the page is ready, before it is checked (e.g. to switch to right-to-left). */
  prepare?: (page: Page) => Promise<void>;
}

/**
 * Visits one URL and runs every per-page gate on it: console and network health, head tags,
 * axe (WCAG 2.1 A and AA; serious and critical violations) and cumulative layout shift.
 */
export async function auditPage(page: Page, recorder: PageRecorder, url: string, options: AuditOptions = {}): Promise<Finding[]> {
  const { hydrated = true, prepare } = options;
  recorder.take();
  const findings: Finding[] = [];
  const add = (gate: Gate, reason: string) => findings.push({ url, gate, reason });

  await page.goto(url, { waitUntil: 'load' });
  if (hydrated) await page.waitForSelector('html[data-hydrated="true"]', { timeout: 15_000 });
  if (prepare) await prepare(page);

  await page.addScriptTag({ content: axeSource });
  const [axeResults] = await Promise.all([
    page.evaluate(
      (tags) => window.axe!.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }),
      AXE_TAGS,
    ),
    page.waitForTimeout(SETTLE_MS),
  ]);
  for (const violation of axeResults.violations) {
    if (violation.impact === 'serious' || violation.impact === 'critical') {
      const targets = violation.nodes.slice(0, 3).map((node) => node.target.join(' ')).join(', ');
      add('a11y', `${violation.impact} ${violation.id}: ${violation.help} (${targets})`);
    }
  }

  const head = await page.evaluate(() => ({
    h1: document.querySelectorAll('h1').length,
    title: document.title.trim(),
    description: document.querySelector('meta[name="description"]')?.getAttribute('content')?.trim() ?? '',
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '',
    noindex: /noindex/.test(document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? ''),
    shift: window.__docsLayoutShift ?? 0,
  }));
  if (head.h1 !== 1) add('head', `expected one <h1>, found ${head.h1}`);
  if (!head.title) add('head', 'missing <title>');
  if (!head.description) add('head', 'missing meta description');
  // Error pages and the playground are marked noindex and rightly have no canonical URL.
  if (!head.canonical && !head.noindex) add('head', 'missing canonical link');
  if (head.shift > CLS_TOLERANCE) add('cls', `cumulative layout shift ${head.shift.toFixed(3)} > ${CLS_TOLERANCE}`);

  for (const { gate, reason } of recorder.take()) add(gate, reason);
  return findings;
}

export function formatFindings(findings: readonly Finding[]): string {
  return findings.map((finding) => `${finding.url} [${finding.gate}] ${finding.reason}`).join('\n');
}
