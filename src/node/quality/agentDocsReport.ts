/**
 * What the agent-docs gate (scripts/check-agent-docs.ts) makes of a run of afdocs, the Agent-Friendly
 * Documentation Spec's own checker: its JSON report in, the lines to print and whether the gate
 * passes out. Any check that fails or warns fails the gate, unless `ACCEPTED_AFDOCS` names it with
 * the reason it is still open, or, for the page size, every page over the limit is one of
 * `OVERSIZED_PAGES`; an excuse that no longer excuses anything fails the gate too, so the lists
 * cannot outlive what they excuse. `judgePageSizes` holds every page of the site to the same limit,
 * not only afdocs' sample.
 */

export type AfdocsStatus = 'pass' | 'warn' | 'fail' | 'skip' | 'error';

/** One page as afdocs' page-size checks measured it. */
export interface AfdocsPageResult {
  url: string;
  status: AfdocsStatus;
  convertedCharacters?: number;
}

export interface AfdocsResult {
  id: string;
  status: AfdocsStatus;
  message: string;
  details?: { pageResults?: AfdocsPageResult[] };
}

export interface AfdocsReport {
  url: string;
  results: AfdocsResult[];
  summary: { total: number; pass: number; warn: number; fail: number; skip: number; error: number };
}

/** Checks that may still warn or fail as a whole, each with why. None: every check passes. */
export const ACCEPTED_AFDOCS: Readonly<Record<string, string>> = {};

/** afdocs' page-size-html passes a page whose HTML, read as Markdown, is under this many characters. */
export const PAGE_MARKDOWN_LIMIT = 50_000;

/**
 * Pages whose HTML, read as Markdown, may stay over `PAGE_MARKDOWN_LIMIT` (and whose twin is in
 * parts), each with why. None: the grid's component pages, the last ones over it, now leave their
 * slots and CSS classes to pages of their own and, for Pro and Premium, what DataGrid's page gives.
 */
export const OVERSIZED_PAGES: Readonly<Record<string, string>> = {};

export interface GateVerdict {
  ok: boolean;
  lines: string[];
}

/** Reads afdocs' `--format json` output, or says why it cannot. */
export function parseAfdocsReport(json: string): AfdocsReport {
  let report: unknown;
  try {
    report = JSON.parse(json);
  } catch {
    throw new Error(`afdocs did not print a JSON report: ${json.slice(0, 200)}`);
  }
  const candidate = report as Partial<AfdocsReport>;
  if (!Array.isArray(candidate.results) || typeof candidate.summary !== 'object' || candidate.summary === null) {
    throw new Error('afdocs printed JSON without `results` and `summary`: has its report format changed?');
  }
  return candidate as AfdocsReport;
}

const pathOf = (url: string) => new URL(url).pathname;

/**
 * The checks an oversized page is excused from: its HTML is over the size, and its twin, cut into
 * parts to keep each under it, differs from the page by what the parts hold (afdocs' parity reads
 * the first part only).
 */
const OVERSIZED_PAGE_CHECKS = new Set(['page-size-html', 'markdown-content-parity']);

/** The pages a per-page check found wanting that `oversized` does not excuse; null when it says nothing per page. */
function unexcusedPages(result: AfdocsResult, oversized: Readonly<Record<string, string>>): string[] | null {
  const pages = result.details?.pageResults;
  if (!OVERSIZED_PAGE_CHECKS.has(result.id) || !pages?.length) return null;
  return pages.filter((page) => page.status !== 'pass' && !(pathOf(page.url) in oversized)).map((page) => pathOf(page.url));
}

export function judgeAfdocs(
  label: string,
  report: AfdocsReport,
  accepted: Readonly<Record<string, string>> = ACCEPTED_AFDOCS,
  oversized: Readonly<Record<string, string>> = OVERSIZED_PAGES,
): GateVerdict {
  const { pass, warn, fail, skip, error } = report.summary;
  const lines = [`${label}: ${pass} passed, ${warn} warnings, ${fail} failed, ${skip} skipped${error ? `, ${error} errors` : ''}`];
  let ok = true;
  for (const result of report.results) {
    const bad = result.status === 'warn' || result.status === 'fail' || result.status === 'error';
    const excuse = accepted[result.id];
    const unexcused = bad ? unexcusedPages(result, oversized) : null;
    if (bad && excuse) {
      lines.push(`  accepted ${result.status}: ${result.id}: ${result.message} (${excuse})`);
    } else if (unexcused?.length === 0) {
      const pages = (result.details?.pageResults ?? []).filter((page) => page.status !== 'pass').map((page) => pathOf(page.url));
      lines.push(`  accepted ${result.status}: ${result.id}: ${result.message}; only pages in OVERSIZED_PAGES: ${pages.join(', ')}`);
    } else if (bad) {
      ok = false;
      lines.push(`  ${result.status.toUpperCase()}: ${result.id}: ${result.message}${unexcused?.length ? `; over the limit: ${unexcused.join(', ')}` : ''}`);
    } else if (excuse && result.status === 'pass') {
      ok = false;
      lines.push(`  ${result.id} passes now: remove it from ACCEPTED_AFDOCS (src/node/quality/agentDocsReport.ts)`);
    }
  }
  return { ok, lines };
}

/** A page of the site and the length of its HTML read as Markdown (by afdocs' own converter). */
export interface PageSize {
  route: string;
  characters: number;
}

/**
 * Every page held to afdocs' page-size limit, not only the ones its runs sample: a page over it
 * fails unless `oversized` names it, and a named page that fits fails too (its excuse goes).
 */
export function judgePageSizes(sizes: readonly PageSize[], oversized: Readonly<Record<string, string>> = OVERSIZED_PAGES, limit = PAGE_MARKDOWN_LIMIT): GateVerdict {
  const largest = [...sizes].sort((a, b) => b.characters - a.characters);
  const over = largest.filter((page) => page.characters >= limit);
  const fitting = largest.filter((page) => page.characters < limit);
  const lines = [
    `every page read as Markdown: ${sizes.length} pages, ${over.length} over ${limit.toLocaleString('en-US')} characters` +
      (fitting[0] ? `; the largest of the others ${fitting[0].characters.toLocaleString('en-US')} (${fitting[0].route})` : ''),
  ];
  let ok = true;
  for (const page of over) {
    if (page.route in oversized) {
      lines.push(`  accepted: ${page.route}: ${page.characters.toLocaleString('en-US')} characters`);
    } else {
      ok = false;
      lines.push(`  OVER: ${page.route}: ${page.characters.toLocaleString('en-US')} characters`);
    }
  }
  const measured = new Map(sizes.map((page) => [page.route, page.characters]));
  for (const route of Object.keys(oversized)) {
    const characters = measured.get(route);
    if (characters === undefined || characters < limit) {
      ok = false;
      lines.push(`  ${route} ${characters === undefined ? 'is not a page of the site' : 'fits now'}: remove it from OVERSIZED_PAGES (src/node/quality/agentDocsReport.ts)`);
    }
  }
  return { ok, lines };
}
