import { MARKDOWN_ACCEPT, twinForPath, wantsMarkdown } from '../../../../src/node/hosting/markdownNegotiation';

type StaticServer = typeof import('../../../../scripts/serve-static.mjs');

describe('Accept: text/markdown', () => {
  it.each([
    'text/markdown',
    'TEXT/Markdown',
    'text/markdown, text/html;q=0.9',
    'text/markdown;charset=utf-8, */*;q=0.1',
    'text/markdown;q=0.5',
    'application/json, text/markdown',
    'text/plain, text/markdown, text/html',
  ])('asks for the twin: %s', (accept) => {
    expect(wantsMarkdown(accept)).toBe(true);
  });

  it.each([
    undefined,
    '',
    '*/*',
    'text/*',
    'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
    'text/html, text/markdown',
    'text/markdown;q=0',
    'text/markdown; q=0.0, text/html',
    'text/markdownish',
    'text/x-markdown',
  ])('keeps the page: %s', (accept) => {
    expect(wantsMarkdown(accept)).toBe(false);
  });

  it('names the twin of a docs page, with or without its final slash, and of nothing else', () => {
    expect(twinForPath('/x/react-data-grid/sorting/')).toBe('/x/react-data-grid/sorting.md');
    expect(twinForPath('/x/react-data-grid/sorting')).toBe('/x/react-data-grid/sorting.md');
    expect(twinForPath('/x/llms.txt')).toBeNull();
    expect(twinForPath('/x/react-data-grid/sorting.md')).toBeNull();
    expect(twinForPath('/playground/')).toBeNull();
    expect(twinForPath('/')).toBeNull();
  });

  it('is the pattern `npm run serve` uses', async () => {
    // A plain Node script (it runs without a build step), so jest loads it as the ES module it is.
    const server: StaticServer = await import('../../../../scripts/serve-static.mjs');
    expect(server.MARKDOWN_ACCEPT.source).toBe(MARKDOWN_ACCEPT.source);
    expect(server.MARKDOWN_ACCEPT.flags).toBe(MARKDOWN_ACCEPT.flags);
  });
});
