import { DocsLookupError } from '../../../../src/node/mcp/closestMatches';
import { pageListAnswer, SHARED_PAGES } from '../../../../src/node/mcp/pageListAnswer';
import { fixtureDocs } from './mcpFixture';

const docs = fixtureDocs();

describe('pageListAnswer', () => {
  it('lists every page by product, the shared pages first, in the index’s order', () => {
    const { products } = pageListAnswer(docs);
    expect(products.map((group) => group.name)).toEqual([SHARED_PAGES.name, 'Data Grid', 'Charts']);
    expect(products[1].pages.map((page) => page.route)).toEqual(['/x/react-data-grid/sorting/', '/x/react-data-grid/pagination/', '/x/api/data-grid/data-grid/', '/x/api/data-grid/grid-col-def/']);
    expect(products.flatMap((group) => group.pages)).toHaveLength(docs.pages.length);
  });

  it('gives each page its title, route, addresses, kind and description', () => {
    const sorting = pageListAnswer(docs, { product: 'x-data-grid' }).products[0].pages[0];
    expect(sorting).toEqual({
      title: 'Data Grid - Sorting',
      route: '/x/react-data-grid/sorting/',
      url: 'https://mui.com/x/react-data-grid/sorting/',
      markdownUrl: 'https://mui.com/x/react-data-grid/sorting.md',
      kind: 'guide',
      description: 'Sort Data Grid rows by one or several columns, set the order from code, write your own comparators and sort on the server.',
    });
    const gantt = pageListAnswer(docs, { product: 'Charts' }).products[0].pages.find((page) => page.route === '/x/react-charts/gantt/');
    expect(gantt?.markdownUrl).toBeNull();
  });

  it('keeps to one product and one kind', () => {
    const charts = pageListAnswer(docs, { product: 'charts', kind: 'guide' });
    expect(charts.products).toHaveLength(1);
    expect(charts.products[0].pages.map((page) => page.title)).toEqual(['Charts - Pie demos', 'Charts - Gantt']);
    expect(pageListAnswer(docs, { kind: 'api' }).products.flatMap((group) => group.pages.map((page) => page.title))).toEqual(['DataGrid API', 'GridColDef API', 'PieChart API']);
  });

  it('answers an unknown product with the closest', () => {
    expect(() => pageListAnswer(docs, { product: 'Chart' })).toThrow(DocsLookupError);
    expect(() => pageListAnswer(docs, { product: 'Chart' })).toThrow('Closest: Charts');
  });
});
