import { judgeAfdocs, parseAfdocsReport, type AfdocsReport, type AfdocsResult } from '../../../../src/node/quality/agentDocsReport';

const report = (...results: AfdocsResult[]): AfdocsReport => ({
  url: 'http://127.0.0.1:4321/x/',
  results,
  summary: {
    total: results.length,
    pass: results.filter((result) => result.status === 'pass').length,
    warn: results.filter((result) => result.status === 'warn').length,
    fail: results.filter((result) => result.status === 'fail').length,
    skip: results.filter((result) => result.status === 'skip').length,
    error: results.filter((result) => result.status === 'error').length,
  },
});
const result = (id: string, status: AfdocsResult['status']): AfdocsResult => ({ id, status, message: `${id} said ${status}` });

describe('the agent-docs gate', () => {
  it('passes when every check passes or is skipped, and prints the summary', () => {
    expect(judgeAfdocs('5 pages', report(result('llms-txt-exists', 'pass'), result('section-header-quality', 'skip')), {})).toEqual({
      ok: true,
      lines: ['5 pages: 1 passed, 0 warnings, 0 failed, 1 skipped'],
    });
  });

  it('fails on any warning, failure or error, naming each', () => {
    const verdict = judgeAfdocs('sample', report(result('page-size-html', 'warn'), result('markdown-content-parity', 'fail'), result('http-status-codes', 'error')), {});
    expect(verdict.ok).toBe(false);
    expect(verdict.lines.slice(1)).toEqual([
      '  WARN: page-size-html: page-size-html said warn',
      '  FAIL: markdown-content-parity: markdown-content-parity said fail',
      '  ERROR: http-status-codes: http-status-codes said error',
    ]);
  });

  it('lets an accepted check warn, with its reason, and fails once it passes so the excuse goes', () => {
    const accepted = { 'page-size-html': 'the drawer' };
    expect(judgeAfdocs('sample', report(result('page-size-html', 'warn')), accepted)).toEqual({
      ok: true,
      lines: ['sample: 0 passed, 1 warnings, 0 failed, 0 skipped', '  accepted warn: page-size-html: page-size-html said warn (the drawer)'],
    });
    const fixed = judgeAfdocs('sample', report(result('page-size-html', 'pass')), accepted);
    expect(fixed.ok).toBe(false);
    expect(fixed.lines[1]).toContain('passes now: remove it from ACCEPTED_AFDOCS');
  });

  it('says clearly when afdocs printed no report it can read', () => {
    expect(() => parseAfdocsReport('Error: connect ECONNREFUSED')).toThrow(/did not print a JSON report/);
    expect(() => parseAfdocsReport('{"checks": []}')).toThrow(/format changed/);
    expect(parseAfdocsReport(JSON.stringify(report(result('a', 'pass')))).results).toHaveLength(1);
  });
});
