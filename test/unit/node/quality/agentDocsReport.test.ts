import { judgeAfdocs, judgePageSizes, parseAfdocsReport, type AfdocsPageResult, type AfdocsReport, type AfdocsResult } from '../../../../src/node/quality/agentDocsReport';

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

  it('lets page-size-html warn only for the pages named oversized, and names any other page over the limit', () => {
    const page = (path: string, status: AfdocsPageResult['status']): AfdocsPageResult => ({ url: `http://127.0.0.1:4321${path}`, status, convertedCharacters: 1 });
    const sized = (...pages: AfdocsPageResult[]): AfdocsResult => ({ ...result('page-size-html', 'warn'), details: { pageResults: pages } });
    const oversized = { '/x/api/big/': 'too many props' };
    const excused = judgeAfdocs('5 pages', report(sized(page('/x/api/big/', 'warn'), page('/x/guide/', 'pass'))), {}, oversized);
    expect(excused.ok).toBe(true);
    expect(excused.lines[1]).toBe('  accepted warn: page-size-html: page-size-html said warn; only pages in OVERSIZED_PAGES: /x/api/big/');
    const other = judgeAfdocs('5 pages', report(sized(page('/x/api/big/', 'warn'), page('/x/guide/', 'fail'))), {}, oversized);
    expect(other.ok).toBe(false);
    expect(other.lines[1]).toBe('  WARN: page-size-html: page-size-html said warn; over the limit: /x/guide/');
    // Its twin is in parts, which afdocs' parity check does not read.
    const parity: AfdocsResult = { ...result('markdown-content-parity', 'fail'), details: { pageResults: [page('/x/api/big/', 'fail')] } };
    expect(judgeAfdocs('5 pages', report(parity), {}, oversized).ok).toBe(true);
    expect(judgeAfdocs('5 pages', report({ ...result('llms-txt-size', 'fail'), details: { pageResults: [page('/x/api/big/', 'fail')] } }), {}, oversized).ok).toBe(false);
    // Without per-page details there is nothing to hold the excuse to.
    expect(judgeAfdocs('5 pages', report(result('page-size-html', 'warn')), {}, oversized).ok).toBe(false);
  });

  it('holds every page of the site to the limit: a page over it fails unless named, a named page that fits fails too', () => {
    const sizes = [
      { route: '/x/a/', characters: 49_999 },
      { route: '/x/api/big/', characters: 90_000 },
      { route: '/x/b/', characters: 1_000 },
    ];
    expect(judgePageSizes(sizes, { '/x/api/big/': 'too many props' })).toEqual({
      ok: true,
      lines: ['every page read as Markdown: 3 pages, 1 over 50,000 characters; the largest of the others 49,999 (/x/a/)', '  accepted: /x/api/big/: 90,000 characters'],
    });
    const over = judgePageSizes([...sizes, { route: '/x/c/', characters: 50_000 }], { '/x/api/big/': 'too many props' });
    expect(over.ok).toBe(false);
    expect(over.lines).toContain('  OVER: /x/c/: 50,000 characters');
    const stale = judgePageSizes(sizes, { '/x/api/big/': 'too many props', '/x/a/': 'was long', '/x/gone/': 'removed' });
    expect(stale.ok).toBe(false);
    expect(stale.lines.slice(2)).toEqual([
      '  /x/a/ fits now: remove it from OVERSIZED_PAGES (src/node/quality/agentDocsReport.ts)',
      '  /x/gone/ is not a page of the site: remove it from OVERSIZED_PAGES (src/node/quality/agentDocsReport.ts)',
    ]);
  });

  it('says clearly when afdocs printed no report it can read', () => {
    expect(() => parseAfdocsReport('Error: connect ECONNREFUSED')).toThrow(/did not print a JSON report/);
    expect(() => parseAfdocsReport('{"checks": []}')).toThrow(/format changed/);
    expect(parseAfdocsReport(JSON.stringify(report(result('a', 'pass')))).results).toHaveLength(1);
  });
});
