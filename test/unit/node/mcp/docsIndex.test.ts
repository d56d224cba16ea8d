import { findProduct, indexDocs, markdownUrl, pageUrl, parseAgentIndex, productName, routeKey } from '../../../../src/node/mcp/docsIndex';
import { DocsLookupError } from '../../../../src/node/mcp/closestMatches';
import { fixtureDocs, fixtureIndex, fixtureJson } from './mcpFixture';

describe('parseAgentIndex', () => {
  it('accepts the fixture index', () => {
    const index = parseAgentIndex(fixtureJson('/x/agent-index.json'));
    expect(index.pages.map((page) => page.route)).toContain('/x/react-data-grid/sorting/');
  });

  it('refuses an index of another version or shape, naming the first thing wrong', () => {
    const index = () => fixtureIndex() as unknown as Record<string, unknown> & { pages: Record<string, unknown>[]; api: Record<string, unknown>[] };
    expect(() => parseAgentIndex('<!DOCTYPE html>')).toThrow('agent index: not an object');
    expect(() => parseAgentIndex({ ...index(), version: 2 })).toThrow('agent index: version 2, this server reads version 1');
    expect(() => parseAgentIndex({ ...index(), origin: 'mui.com' })).toThrow('origin must be an http(s) origin');
    expect(() => parseAgentIndex({ ...index(), demos: {} })).toThrow('agent index: demos must be a list');
    const badPage = index();
    badPage.pages[1].markdown = ['x/react-data-grid/sorting.md'];
    expect(() => parseAgentIndex(badPage)).toThrow('agent index: pages[1] (/x/react-data-grid/sorting/) has a bad markdown');
    const badEntry = index();
    badEntry.api[0].data = '//evil.example/data-grid.json';
    expect(() => parseAgentIndex(badEntry)).toThrow('agent index: api[0] (DataGrid) has a bad data');
    const badKind = index();
    badKind.api[2].kind = 'hook';
    expect(() => parseAgentIndex(badKind)).toThrow('api[2] (PieChart) has a bad kind');
  });
});

describe('the index lookups', () => {
  it('key routes with a leading slash and no trailing one', () => {
    expect(routeKey('/x/react-data-grid/sorting/')).toBe('/x/react-data-grid/sorting');
    expect(routeKey('x/react-data-grid/sorting')).toBe('/x/react-data-grid/sorting');
    expect(fixtureDocs().pageByRoute.get('/x/react-data-grid/sorting')?.title).toBe('Data Grid - Sorting');
  });

  it('find a page by any part of its twin', () => {
    const docs = fixtureDocs();
    expect(docs.pageByMarkdown.get('/x/react-data-grid/pagination.part-2.md')?.route).toBe('/x/react-data-grid/pagination/');
  });

  it('write addresses on the origin the site was built for, or the one it is read from', () => {
    expect(pageUrl(fixtureDocs(), '/x/react-data-grid/sorting', 'server-side-sorting')).toBe('https://mui.com/x/react-data-grid/sorting/#server-side-sorting');
    const local = indexDocs(fixtureIndex(), 'http://127.0.0.1:3000');
    expect(local.builtFor).toBe('https://mui.com');
    expect(markdownUrl(local, local.pageByRoute.get('/x/react-data-grid/pagination'))).toBe('http://127.0.0.1:3000/x/react-data-grid/pagination.md');
    expect(markdownUrl(local, local.pageByRoute.get('/x/react-charts/gantt'))).toBeNull();
  });
});

describe('findProduct', () => {
  const docs = fixtureDocs();

  it('takes an id, a name, a route segment or an API folder, in any case', () => {
    for (const name of ['x-data-grid', 'Data Grid', 'data grid', 'DataGrid', 'react-data-grid', 'data-grid']) expect(findProduct(docs, name).id).toBe('x-data-grid');
    expect(findProduct(docs, 'CHARTS').id).toBe('x-charts');
  });

  it('answers an unknown product with the closest and the list', () => {
    expect(() => findProduct(docs, 'Data Gird')).toThrow(DocsLookupError);
    expect(() => findProduct(docs, 'Data Gird')).toThrow('No product "Data Gird". Closest: Data Grid. Products: Data Grid (x-data-grid), Charts (x-charts).');
  });

  it('names a product by its id, and the shared pages by nothing', () => {
    expect(productName(docs, 'x-charts')).toBe('Charts');
    expect(productName(docs, null)).toBeNull();
  });
});
