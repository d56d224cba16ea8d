/**
 * What the agent-docs gate (scripts/check-agent-docs.ts) makes of a run of afdocs, the Agent-Friendly
 * Documentation Spec's own checker: its JSON report in, the lines to print and whether the gate
 * passes out. Any check that fails or warns fails the gate, unless `ACCEPTED_AFDOCS` names it with
 * the reason it is still open; a named check that passes fails the gate too, so the list cannot
 * outlive what it excuses.
 */

export type AfdocsStatus = 'pass' | 'warn' | 'fail' | 'skip' | 'error';

export interface AfdocsResult {
  id: string;
  status: AfdocsStatus;
  message: string;
}

export interface AfdocsReport {
  url: string;
  results: AfdocsResult[];
  summary: { total: number; pass: number; warn: number; fail: number; skip: number; error: number };
}

/** Checks that may still warn or fail, each with why: what is left of issue 42. */
export const ACCEPTED_AFDOCS: Readonly<Record<string, string>> = {
  'page-size-html':
    "open in issue 42: every page's HTML holds the whole nav drawer, about 26,000 characters once converted to Markdown, and the Data Grid's component API pages list 100 to 200 entries each",
};

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

export function judgeAfdocs(label: string, report: AfdocsReport, accepted: Readonly<Record<string, string>> = ACCEPTED_AFDOCS): GateVerdict {
  const { pass, warn, fail, skip, error } = report.summary;
  const lines = [`${label}: ${pass} passed, ${warn} warnings, ${fail} failed, ${skip} skipped${error ? `, ${error} errors` : ''}`];
  let ok = true;
  for (const result of report.results) {
    const bad = result.status === 'warn' || result.status === 'fail' || result.status === 'error';
    const excuse = accepted[result.id];
    if (bad && excuse) {
      lines.push(`  accepted ${result.status}: ${result.id}: ${result.message} (${excuse})`);
    } else if (bad) {
      ok = false;
      lines.push(`  ${result.status.toUpperCase()}: ${result.id}: ${result.message}`);
    } else if (excuse && result.status === 'pass') {
      ok = false;
      lines.push(`  ${result.id} passes now: remove it from ACCEPTED_AFDOCS (src/node/quality/agentDocsReport.ts)`);
    }
  }
  return { ok, lines };
}
