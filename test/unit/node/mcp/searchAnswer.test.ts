import { searchMapGroups } from '../../../../src/client/search/searchMapClient';
import { DocsLookupError } from '../../../../src/node/mcp/closestMatches';
import { indexDocs } from '../../../../src/node/mcp/docsIndex';
import { searchAnswer } from '../../../../src/node/mcp/searchAnswer';
import { prepareSearchMap } from '../../../../src/shared/search/map/prepareSearchMap';
import type { SearchMap } from '../../../../src/shared/search/map/searchMapFormat';
import { fixtureDocs, fixtureIndex, fixtureSearchMap } from './mcpFixture';

describe('searchAnswer', () => {
  const docs = fixtureDocs();
  const map = fixtureSearchMap();

  it('lists the pages in the order the search box shows them', () => {
    for (const query of ['sort on the server', 'pagination', 'pie', 'getRowId', 'columns', 'data grid']) {
      const box = searchMapGroups(map, query, null).flatMap((group) => group.pages.map((page) => `https://mui.com${page.url}`));
      const hits = searchAnswer(docs, map, { query, limit: 50 }).hits.map((hit) => hit.url.replace(/#.*$/, ''));
      expect([query, hits]).toEqual([query, box]);
    }
  });

  // A heading the title does not answer, an API entry named exactly, and a page its title answers.
  it.each([
    ['server-side sorting', 'Data Grid - Sorting', { kind: 'heading', title: 'Server-side sorting' }, 'https://mui.com/x/react-data-grid/sorting/#server-side-sorting', 'https://mui.com/x/react-data-grid/sorting.md'],
    ['getRowId', 'DataGrid API', { kind: 'prop', title: 'getRowId' }, 'https://mui.com/x/api/data-grid/data-grid/#data-grid-prop-getRowId', 'https://mui.com/x/api/data-grid/data-grid.md'],
    ['sorting', 'Data Grid - Sorting', null, 'https://mui.com/x/react-data-grid/sorting/', 'https://mui.com/x/react-data-grid/sorting.md'],
  ])('answers %j with its best page, the section that answers, the address and the twin', (query, title, section, url, twin) => {
    expect(searchAnswer(docs, map, { query }).hits[0]).toMatchObject({ title, section, url, markdownUrl: twin });
  });

  it('lists the page’s other sections that hold the words beside the hit', () => {
    const hit = searchAnswer(docs, map, { query: 'sorting' }).hits[0];
    expect(hit).toMatchObject({ product: 'Data Grid', kind: 'guide' });
    expect(hit.otherSections[0]).toEqual({ kind: 'heading', title: 'Single and multi-sorting', url: 'https://mui.com/x/react-data-grid/sorting/#single-and-multi-sorting' });
  });

  it('gives a page that holds the words nowhere in particular no section', () => {
    const hit = searchAnswer(docs, map, { query: 'PieChart' }).hits.find((candidate) => candidate.title === 'PieChart API');
    expect(hit).toMatchObject({ section: null, url: 'https://mui.com/x/api/charts/pie-chart/', otherSections: [] });
  });

  it('keeps to one product, by id or name, and to the limit', () => {
    const charts = searchAnswer(docs, map, { query: 'chart', product: 'x-charts' });
    expect(charts.product).toBe('Charts');
    expect(charts.hits.length).toBeGreaterThan(0);
    expect(charts.hits.every((hit) => hit.product === 'Charts')).toBe(true);
    expect(searchAnswer(docs, map, { query: 'data grid', product: 'Data Grid', limit: 2 }).hits).toHaveLength(2);
    expect(searchAnswer(docs, map, { query: 'sorting', limit: 1 }).hits).toHaveLength(1);
  });

  it('answers an unknown product with the closest ones, and nothing found with no hits', () => {
    expect(() => searchAnswer(docs, map, { query: 'pie', product: 'Chrts' })).toThrow(DocsLookupError);
    expect(() => searchAnswer(docs, map, { query: 'pie', product: 'Chrts' })).toThrow('Closest: Charts');
    expect(searchAnswer(docs, map, { query: 'zzzqqq' }).hits).toEqual([]);
  });

  it('writes its addresses on the origin the site is read from', () => {
    const local = indexDocs(fixtureIndex(), 'http://127.0.0.1:4000');
    expect(searchAnswer(local, map, { query: 'getRowId' }).hits[0]).toMatchObject({
      url: 'http://127.0.0.1:4000/x/api/data-grid/data-grid/#data-grid-prop-getRowId',
      markdownUrl: 'http://127.0.0.1:4000/x/api/data-grid/data-grid.md',
    });
  });
});

describe('a short answer', () => {
  // Product A's second page ranks seventh, below five of product B's; the box groups the pages it
  // ranks by product, so it lists that page second, and so must an answer of three.
  const page = (url: string, product: number, title: string, description = '') => ({ url, title, product, kind: 'guide' as const, description, headings: [] });
  const map: SearchMap = {
    version: 1,
    products: ['Alpha Kit', 'Beta Kit'],
    pages: [
      page('/x/a/one/', 0, 'Alpha Kit - Widgets'),
      ...[1, 2, 3, 4, 5].map((n) => page(`/x/b/${n}/`, 1, `Beta Kit - Widgets ${n}`)),
      page('/x/a/two/', 0, 'Alpha Kit - Gadgets', 'Works with widgets.'),
    ],
    vocabulary: [],
  };

  it('is cut from what the search box lists, not from a shorter ranking', () => {
    const prepared = prepareSearchMap(map);
    const box = searchMapGroups(prepared, 'widgets', null).flatMap((group) => group.pages.map((hit) => hit.url));
    expect(box.slice(0, 2)).toEqual(['/x/a/one/', '/x/a/two/']);
    for (const limit of [1, 2, 3, 5]) {
      const urls = searchAnswer(fixtureDocs(), prepared, { query: 'widgets', limit }).hits.map((hit) => new URL(hit.url).pathname);
      expect([limit, urls]).toEqual([limit, box.slice(0, limit)]);
    }
  });
});
