import { DocsLookupError } from '../../../../src/node/mcp/closestMatches';
import { indexDocs } from '../../../../src/node/mcp/docsIndex';
import { findPage, joinMarkdownParts, markdownParts } from '../../../../src/node/mcp/pageAnswer';
import { fixtureDocs, fixtureIndex, fixtureText } from './mcpFixture';

describe('findPage', () => {
  const docs = fixtureDocs();

  it('takes a route however it is written', () => {
    for (const reference of [
      '/x/react-data-grid/sorting',
      '/x/react-data-grid/sorting/',
      'x/react-data-grid/sorting',
      'react-data-grid/sorting',
      '/x/react-data-grid/sorting/#server-side-sorting',
      '/x/react-data-grid/sorting/?tab=ts',
      '/x/react-data-grid/sorting/index.html',
      ' /x/react-data-grid/sorting ',
    ]) {
      expect([reference, findPage(docs, reference).route]).toEqual([reference, '/x/react-data-grid/sorting/']);
    }
  });

  it('takes a full URL on the site and a Markdown path or URL, a later part included', () => {
    expect(findPage(docs, 'https://mui.com/x/react-data-grid/sorting/#sorting-api').route).toBe('/x/react-data-grid/sorting/');
    expect(findPage(docs, '/x/react-data-grid/sorting.md').route).toBe('/x/react-data-grid/sorting/');
    expect(findPage(docs, 'https://mui.com/x/api/data-grid/data-grid.md').route).toBe('/x/api/data-grid/data-grid/');
    expect(findPage(docs, '/x/react-data-grid/pagination.part-2.md').route).toBe('/x/react-data-grid/pagination/');
  });

  it('takes URLs on the origin it reads from as well as the one the site was built for', () => {
    const local = indexDocs(fixtureIndex(), 'http://127.0.0.1:4000');
    expect(findPage(local, 'http://127.0.0.1:4000/x/introduction/').route).toBe('/x/introduction/');
    expect(findPage(local, 'https://mui.com/x/introduction/').route).toBe('/x/introduction/');
  });

  it('refuses a URL of another site', () => {
    expect(() => findPage(docs, 'https://evil.example/x/react-data-grid/sorting/')).toThrow('https://evil.example is not this site (https://mui.com)');
    expect(() => findPage(docs, '//evil.example/x/react-data-grid/sorting/')).toThrow('is not this site');
  });

  it('answers an unknown page with the closest routes', () => {
    const attempt = () => findPage(docs, '/x/react-data-grid/sortng');
    expect(attempt).toThrow(DocsLookupError);
    expect(attempt).toThrow('No page at "/x/react-data-grid/sortng". Closest: /x/react-data-grid/sorting/');
    expect(() => findPage(docs, 'paginaton')).toThrow('Closest: /x/react-data-grid/pagination/');
  });
});

describe('a page’s Markdown', () => {
  const docs = fixtureDocs();

  it('is its twin’s parts, in order', () => {
    expect(markdownParts(findPage(docs, '/x/react-data-grid/pagination'))).toEqual(['/x/react-data-grid/pagination.md', '/x/react-data-grid/pagination.part-2.md']);
  });

  it('joins a split twin back into the whole page', () => {
    const whole = joinMarkdownParts([fixtureText('/x/react-data-grid/pagination.md'), fixtureText('/x/react-data-grid/pagination.part-2.md')]);
    expect(whole).toMatch(/^# Data Grid - Pagination\n/);
    expect(whole).toContain('\n\n## Server-side pagination\n');
    expect(whole.indexOf('## Page size')).toBeLessThan(whole.indexOf('## Server-side pagination'));
    expect(whole.endsWith('\n')).toBe(true);
    expect(joinMarkdownParts(['# A\n\ntext\n\n\n', '## B\n'])).toBe('# A\n\ntext\n\n## B\n');
  });

  it('is an error for a page not written yet', () => {
    expect(() => markdownParts(findPage(docs, '/x/react-charts/gantt/'))).toThrow('Charts - Gantt (/x/react-charts/gantt/) has no Markdown yet: the page is not written');
  });
});
