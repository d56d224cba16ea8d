import { appendTextHits, loadSearchMap, markQueryWords, resetSearchMap, searchMapGroups } from '../../../../../src/client/search/searchMapClient';
import type { PageHit } from '../../../../../src/client/search/groupResults';
import { groupRanked } from '../../../../../src/shared/search/map/groupRanked';
import { prepareSearchMap } from '../../../../../src/shared/search/map/prepareSearchMap';
import { rankSearchMap } from '../../../../../src/shared/search/map/rankSearchMap';
import { headingAnchor, headingOf, parseSearchMap, type SearchMap } from '../../../../../src/shared/search/map/searchMapFormat';
import { editDistance, humpsOf, looksLikeIdentifier, queryWordsOf, stem, termsOf } from '../../../../../src/shared/search/map/searchTerms';

/** A small site: a feature's guide, its API pages, a migration guide, the roadmap and other products. */
const SITE: SearchMap = {
  version: 1,
  products: ['Charts', 'Data Grid', 'MUI X'],
  pages: [
    { url: '/x/react-charts/pie/', title: 'Charts - Pie', product: 0, kind: 'guide', description: 'Draw pie and donut charts.', inbound: 4, headings: ['Basics', 'Donut', ['pie-labels', 'Labels']] },
    {
      url: '/x/api/charts/pie-chart/',
      title: 'PieChart API',
      product: 0,
      kind: 'api',
      description: 'API of the PieChart component.',
      headings: ['Demos', 'Props'],
      entryPrefix: 'pie-chart',
      entries: { prop: ['series', 'slotProps', 'onItemClick'], slot: ['tooltip'] },
    },
    { url: '/x/api/charts/pie-plot/', title: 'PiePlot API', product: 0, kind: 'api', description: 'API of the PiePlot component.', headings: ['Props'], entryPrefix: 'pie-plot', entries: { prop: ['slotProps'] } },
    { url: '/x/migration/migration-charts-v7/', title: 'Migration from v7 to v8 (Charts)', product: 0, kind: 'guide', description: 'Move a pie chart from v7 to v8.', headings: ['Remove pie chart axes'] },
    { url: '/x/react-data-grid/', title: 'Data Grid - Overview', product: 1, kind: 'guide', description: 'A fast and extensible table.', headings: ['Features'] },
    { url: '/x/react-data-grid/editing/', title: 'Data Grid - Editing', product: 1, kind: 'guide', description: 'Let readers change cell values.', inbound: 9, headings: ['Cell editing', 'Row editing', 'Server-side persistence'] },
    {
      url: '/x/react-data-grid/pagination/',
      title: 'Data Grid - Pagination',
      product: 1,
      kind: 'guide',
      description: 'Split rows into pages.',
      headings: ['Page size', 'Server-side pagination'],
    },
    { url: '/x/react-data-grid/server-side-data/', title: 'Data Grid - Server-side data', product: 1, kind: 'guide', description: 'Fetch rows from a server.', headings: ['Data source'] },
    { url: '/x/react-data-grid/row-ordering/', title: 'Data Grid - Row ordering', product: 1, kind: 'guide', description: 'Let readers move rows.', headings: ['Enable row reordering'] },
    {
      url: '/x/api/data-grid/data-grid/',
      title: 'DataGrid API',
      product: 1,
      kind: 'api',
      description: 'API of the DataGrid component.',
      headings: ['Demos', 'Props'],
      entryPrefix: 'data-grid',
      entries: { prop: ['getRowId', 'cellModesModel', 'onCellEditStart', 'paginationModel', 'slotProps'], classes: ['cell'] },
    },
    {
      url: '/x/api/data-grid/data-grid-pro/',
      title: 'DataGridPro API',
      product: 1,
      kind: 'api',
      description: 'API of the DataGridPro component.',
      headings: ['Demos', 'Props'],
      entryPrefix: 'data-grid-pro',
      entries: { prop: ['getRowId', 'slotProps'] },
    },
    { url: '/x/introduction/roadmap/', title: 'Roadmap', product: 2, kind: 'guide', description: 'What comes next: pie charts, pagination and editing.', headings: ['Pie chart'] },
  ],
  vocabulary: [
    { words: ['drag and drop rows', 'move rows'], means: ['row reordering'], pages: ['/x/react-data-grid/row-ordering/'] },
    { words: ['donut'], means: ['donut'], pages: ['/x/react-charts/pie/'] },
  ],
};
const map = prepareSearchMap(parseSearchMap(SITE));
const urls = (query: string, options = {}) => rankSearchMap(map, query, options).map((page) => page.url);
const top = (query: string) => rankSearchMap(map, query)[0];

describe('search map terms', () => {
  it('stems plurals and verb forms to one term, and leaves short words alone', () => {
    expect(['sorting', 'sorted', 'sorts', 'sort'].map(stem)).toEqual(['sort', 'sort', 'sort', 'sort']);
    expect(['pinned', 'columns', 'entries', 'boxes', 'class', 'status', 'api', 'bus'].map(stem)).toEqual(['pin', 'column', 'entry', 'box', 'class', 'status', 'api', 'bus']);
  });

  it('splits identifiers at their humps and knows them from words', () => {
    expect(humpsOf('getRowId')).toEqual(['get', 'Row', 'Id']);
    expect(humpsOf('DataGridPro')).toEqual(['Data', 'Grid', 'Pro']);
    expect(humpsOf('sorting')).toEqual(['sorting']);
    expect(['getRowId', 'DataGrid', 'apiRef'].every(looksLikeIdentifier)).toBe(true);
    expect(['sorting', 'Sorting', 'CSV', 'v8'].some(looksLikeIdentifier)).toBe(false);
  });

  it('gives a text its stems, its humps and its words joined with their neighbours', () => {
    const terms = termsOf('Date Range Picker');
    expect(terms).toEqual(expect.arrayContaining(['date', 'range', 'picker', 'daterange', 'rangepicker', 'daterangepicker']));
    expect(termsOf('getRowId')).toEqual(expect.arrayContaining(['getrowid', 'get', 'row', 'id', 'getrow', 'rowid']));
    expect(termsOf('Café crème')).toEqual(expect.arrayContaining(['cafe', 'creme']));
  });

  it('keeps the words of a query that carry its topic, and marks the one still being typed', () => {
    expect(queryWordsOf('how to export the grid to excel').map((word) => word.lower)).toEqual(['export', 'grid', 'excel']);
    expect(queryWordsOf('the').map((word) => word.lower)).toEqual(['the']);
    expect(queryWordsOf('pie cha').map((word) => word.open)).toEqual([false, true]);
    expect(queryWordsOf('pie chart ').map((word) => word.open)).toEqual([false, false]);
  });

  it('counts a swap of neighbouring letters as one slip, and stops counting past the limit', () => {
    expect(editDistance('veiw', 'view')).toBe(1);
    expect(editDistance('pagniation', 'pagination')).toBe(1);
    expect(editDistance('chart', 'chart')).toBe(0);
    expect(editDistance('chart', 'share', 1)).toBe(2);
    expect(editDistance('a', 'abcdef', 2)).toBe(3);
  });
});

describe('search map format', () => {
  it('stores a heading whose anchor follows from its text as the text alone', () => {
    expect(headingAnchor('Server-side pagination')).toBe('server-side-pagination');
    expect(headingOf('Cell editing')).toEqual(['cell-editing', 'Cell editing']);
    expect(headingOf(['for-all-columns-2', 'For all columns'])).toEqual(['for-all-columns-2', 'For all columns']);
  });

  it('refuses a map from another version, cut short or pointing off the site, naming what is wrong', () => {
    expect(() => parseSearchMap(null)).toThrow('not an object');
    expect(() => parseSearchMap({ ...SITE, version: 2 })).toThrow('version 2');
    expect(() => parseSearchMap({ ...SITE, pages: 'x' })).toThrow('pages must be a list');
    const withPage = (page: object) => ({ ...SITE, pages: [{ ...SITE.pages[0], ...page }] });
    expect(() => parseSearchMap(withPage({ url: '//evil.example/' }))).toThrow('no site path');
    expect(() => parseSearchMap(withPage({ url: 'https://evil.example/' }))).toThrow('no site path');
    expect(() => parseSearchMap(withPage({ product: 7 }))).toThrow('no known product');
    expect(() => parseSearchMap(withPage({ headings: [['only-an-anchor']] }))).toThrow('malformed headings');
    expect(() => parseSearchMap(withPage({ entries: { prop: ['x'] } }))).toThrow('entries without a prefix');
    expect(() => parseSearchMap(withPage({ entryPrefix: 'p', entries: { methods: ['x'] } }))).toThrow('malformed methods entries');
    expect(() => parseSearchMap({ ...SITE, vocabulary: [{ words: ['x'] }] })).toThrow('vocabulary entry 0');
  });
});

describe('search map ranking', () => {
  it('ranks the guide before the API for a question about a feature', () => {
    expect(urls('pie chart')[0]).toBe('/x/react-charts/pie/');
    expect(urls('cell editing')[0]).toBe('/x/react-data-grid/editing/');
  });

  it('ranks the API first for a name, the base component before its plans', () => {
    expect(urls('PieChart')[0]).toBe('/x/api/charts/pie-chart/');
    expect(urls('getRowId').slice(0, 2)).toEqual(['/x/api/data-grid/data-grid/', '/x/api/data-grid/data-grid-pro/']);
    expect(top('getRowId').sections[0]).toEqual({ kind: 'prop', title: 'getRowId', anchor: 'data-grid-prop-getRowId' });
  });

  it('finds a component and its entry named together', () => {
    const [first] = rankSearchMap(map, 'PieChart slotProps');
    expect(first.url).toBe('/x/api/charts/pie-chart/');
    expect(first.sections[0].anchor).toBe('pie-chart-prop-slotProps');
  });

  it('leaves the migration guide and the roadmap below the feature, unless the query is about migrating', () => {
    const pie = urls('pie chart');
    expect(pie.indexOf('/x/migration/migration-charts-v7/')).toBeGreaterThan(pie.indexOf('/x/react-charts/pie/'));
    expect(pie.indexOf('/x/introduction/roadmap/')).toBeGreaterThan(pie.indexOf('/x/react-charts/pie/'));
    expect(urls('migrate pie chart')[0]).toBe('/x/migration/migration-charts-v7/');
  });

  it('lists the section whose heading holds every word, and lifts its page', () => {
    const [first] = rankSearchMap(map, 'server side pagination');
    expect(first.url).toBe('/x/react-data-grid/pagination/');
    expect(first.sections[0]).toEqual({ kind: 'heading', title: 'Server-side pagination', anchor: 'server-side-pagination' });
    expect(top('labels').sections[0].anchor).toBe('pie-labels');
  });

  it('reaches a page through the readers’ vocabulary, the longer phrase surer than the shorter', () => {
    const [first] = rankSearchMap(map, 'drag and drop rows');
    expect(first.url).toBe('/x/react-data-grid/row-ordering/');
    expect(first.sections[0].anchor).toBe('enable-row-reordering');
  });

  it('forgives a slip, a name typed as one word, and answers a word being typed by its beginning', () => {
    expect(urls('pei chart')[0]).toBe('/x/react-charts/pie/');
    expect(urls('datagird')[0]).toBe('/x/react-data-grid/');
    expect(urls('paginat')[0]).toBe('/x/react-data-grid/pagination/');
    expect(urls('editi')[0]).toBe('/x/react-data-grid/editing/');
  });

  it('sends a query naming only the product to its overview', () => {
    expect(urls('data grid')[0]).toBe('/x/react-data-grid/');
  });

  it('puts the reader’s product first among equals, and finds nothing for words no page has', () => {
    expect(urls('slotProps', { currentProduct: 'Charts' })[0]).toBe('/x/api/charts/pie-chart/');
    expect(urls('slotProps', { currentProduct: 'Data Grid' })[0]).toBe('/x/api/data-grid/data-grid/');
    expect(urls('zebra quokka')).toEqual([]);
    expect(urls('   ')).toEqual([]);
    expect(urls('pie', { limit: 2 })).toHaveLength(2);
  });

  it('gives the same answer on the same map for the same words, typed on or again', () => {
    const once = rankSearchMap(map, 'pagination');
    rankSearchMap(map, 'paginati');
    expect(rankSearchMap(map, 'pagination')).toEqual(once);
  });
});

describe('search map in the dialog', () => {
  afterEach(() => resetSearchMap());

  it('groups ranked pages by product where each product first ranked', () => {
    const groups = groupRanked([
      { product: 'A', url: '1' },
      { product: 'B', url: '2' },
      { product: 'A', url: '3' },
    ]);
    expect(groups).toEqual([
      { product: 'A', pages: [{ product: 'A', url: '1' }, { product: 'A', url: '3' }] },
      { product: 'B', pages: [{ product: 'B', url: '2' }] },
    ]);
  });

  it('marks the query’s words in a description, a word being typed by its beginning', () => {
    expect(markQueryWords('Sort rows, sorted on the server.', 'sorting ser')).toEqual([
      { text: 'Sort', mark: true },
      { text: ' rows, ', mark: false },
      { text: 'sorted', mark: true },
      { text: ' on the ', mark: false },
      { text: 'server', mark: true },
      { text: '.', mark: false },
    ]);
  });

  it('turns ranked pages into results with their sections as links', () => {
    const [group] = searchMapGroups(map, 'getRowId', null);
    expect(group.product).toBe('Data Grid');
    expect(group.pages[0]).toMatchObject({ url: '/x/api/data-grid/data-grid/', kind: 'api', sections: [{ kind: 'prop', title: 'getRowId', url: '/x/api/data-grid/data-grid/#data-grid-prop-getRowId', excerpt: [] }] });
  });

  it('adds the full text’s pages below the map’s without moving any', () => {
    const hit = (url: string, product: string): PageHit => ({ url, title: url, product, kind: 'guide', excerpt: [], sections: [] });
    const groups = [
      { product: 'Data Grid', pages: [hit('/a/', 'Data Grid')] },
      { product: 'Charts', pages: [hit('/b/', 'Charts')] },
    ];
    const merged = appendTextHits(groups, [hit('/a/', 'Data Grid'), hit('/c/', 'Charts'), hit('/d/', 'Data Grid')]);
    expect(merged.map((group) => [group.product, group.pages.map((page) => page.url)])).toEqual([
      ['Data Grid', ['/a/']],
      ['Charts', ['/b/', '/c/']],
      ['Data Grid', ['/d/']],
    ]);
    expect(groups[1].pages).toHaveLength(1);
  });

  it('loads the map once, and again after a failure', async () => {
    let calls = 0;
    const failing = async () => {
      calls += 1;
      throw new Error('offline');
    };
    await expect(loadSearchMap(failing)).rejects.toThrow('offline');
    const loader = async () => {
      calls += 1;
      return SITE;
    };
    const [a, b] = await Promise.all([loadSearchMap(loader), loadSearchMap(loader)]);
    expect(a).toBe(b);
    expect(calls).toBe(2);
  });

  it('refuses a malformed map instead of ranking with it', async () => {
    await expect(loadSearchMap(async () => ({ version: 1, products: [], pages: [], vocabulary: [] }))).rejects.toThrow('products');
  });
});
