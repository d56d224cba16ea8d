import { navTree } from '../../../../src/shared/nav/siteNav';
import { docSearchParameters, localHitUrl } from '../../../../src/client/search/docSearchParams';
import { decodeEntities, excerptAround, parseMarkedExcerpt } from '../../../../src/client/search/excerpt';
import { exactness } from '../../../../src/client/search/exactMatch';
import { displayTitle, groupResults, pageExactness, type PageHit } from '../../../../src/client/search/groupResults';
import { searchIndexAttributes } from '../../../../src/client/search/indexAttributes';
import { toPageHit } from '../../../../src/client/search/pagefindClient';
import { quickLinksFromNav } from '../../../../src/client/search/quickLinks';
import { forgetAllSearches, MAX_RECENT_SEARCHES, readRecentSearches, RECENT_SEARCHES_KEY, rememberSearch } from '../../../../src/client/search/recentSearches';
import { parseDocSearchSettings } from '../../../../src/shared/search/searchConfig';
import { entryOfAnchor, sectionsOf } from '../../../../src/client/search/resultSections';
import { suggestQuery, vocabularyOf } from '../../../../src/client/search/suggestQuery';
import { resultData } from './searchFixtures';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}

describe('excerpts', () => {
  it('turns marks into runs and decodes what Pagefind escaped, dropping any other tag', () => {
    expect(parseMarkedExcerpt('Use the <mark>pageSize</mark> prop &amp; &lt;DataGrid /&gt; <b>now</b>')).toEqual([
      { text: 'Use the ', mark: false },
      { text: 'pageSize', mark: true },
      { text: ' prop & <DataGrid /> now', mark: false },
    ]);
    expect(parseMarkedExcerpt('<script>alert(1)</script>plain')).toEqual([{ text: 'alert(1)plain', mark: false }]);
    expect(decodeEntities('&#39;a&#x27; &unknown; &#0;')).toBe("'a' &unknown; &#0;");
  });

  it('cuts a section excerpt around its first hit, inside the section', () => {
    const words = 'zero one two three four five six seven eight nine ten eleven'.split(' ');
    expect(excerptAround(words, new Set([7]), 2, 10, 4)).toEqual([
      { text: 'six ', mark: false },
      { text: 'seven', mark: true },
      { text: ' eight nine', mark: false },
    ]);
    // Never before the section's start or past its end.
    expect(excerptAround(words, new Set([2]), 2, 4, 10).map((part) => part.text).join('')).toBe('two three');
  });
});

describe('sections of a result', () => {
  const apiPage = resultData(
    '/x/api/data-grid/data-grid/',
    { title: 'DataGrid API', product: 'Data Grid', kind: 'api' },
    'DataGrid API Props Name Type pagination bool false Whether pagination is on. pageSizeOptions Array [25, 50, 100] Select options to set the number of rows per page. paginationMode string client Pagination on the server or the client.',
    ['pageSizeOptions', 'page'],
    [
      { element: 'h1', id: '', text: 'DataGrid API', location: 0 },
      { element: 'h2', id: 'props', text: 'Props', location: 2 },
      { element: 'tr', id: 'data-grid-prop-pagination', location: 5 },
      { element: 'tr', id: 'data-grid-prop-pageSizeOptions', location: 12 },
      { element: 'tr', id: 'data-grid-prop-paginationMode', location: 27 },
      { element: 'div', id: 'data-grid-prop-pageSizeOptions-details', location: 13 },
    ],
  );

  it('names API entries from their anchor ids', () => {
    expect(entryOfAnchor('data-grid-prop-pageSizeOptions')).toEqual({ kind: 'prop', name: 'pageSizeOptions' });
    expect(entryOfAnchor('data-grid-slot-toolbar')).toEqual({ kind: 'slot', name: 'toolbar' });
    expect(entryOfAnchor('data-grid-classes-MuiDataGrid-root')).toEqual({ kind: 'class', name: 'MuiDataGrid-root' });
    expect(entryOfAnchor('controlled-pagination')).toBeNull();
  });

  it('puts the prop named like the query first and links to its row', () => {
    const sections = sectionsOf(apiPage, 'pageSizeOptions');
    expect(sections[0]).toMatchObject({ kind: 'prop', title: 'pageSizeOptions', url: '/x/api/data-grid/data-grid/#data-grid-prop-pageSizeOptions' });
    expect(sections[0].excerpt.find((part) => part.mark)?.text).toBe('pageSizeOptions');
    // The h1 is the page itself and ids that are neither headings nor entries are not sections.
    expect(sections.map((section) => section.title)).not.toContain('DataGrid API');
    expect(sections.map((section) => section.title)).not.toContain('pageSizeOptions-details');
  });

  it('puts a name in the query’s own case before one in another case', () => {
    const page = resultData(
      '/x/api/data-grid/data-grid/',
      { title: 'DataGrid API', product: 'Data Grid', kind: 'api' },
      'DataGrid API Pagination Pagination of rows, pagination on the client. pagination bool Whether pagination is on.',
      ['pagination'],
      [
        { element: 'h2', id: 'pagination', text: 'Pagination', location: 2 },
        { element: 'tr', id: 'data-grid-prop-pagination', location: 9 },
      ],
    );
    expect(sectionsOf(page, 'pagination').map((section) => section.title)).toEqual(['pagination', 'Pagination']);
    expect(sectionsOf(page, 'Pagination').map((section) => section.title)).toEqual(['Pagination', 'pagination']);
  });

  it('splits guides on their headings, the section with most hits first', () => {
    const guide = resultData(
      '/x/react-data-grid/pagination/',
      { title: 'Data Grid - Pagination', product: 'Data Grid', kind: 'guide' },
      'Pagination intro text. Page size Choose a page size. Sizes change the page and the page again. Controlled pagination Use the model.',
      ['page'],
      [
        { element: 'h2', id: 'page-size', text: 'Page size', location: 3 },
        { element: 'h2', id: 'controlled-pagination', text: 'Controlled pagination', location: 17 },
      ],
    );
    const sections = sectionsOf(guide);
    expect(sections.map((section) => section.url)).toEqual(['/x/react-data-grid/pagination/#page-size']);
    expect(toPageHit(guide)).toMatchObject({ title: 'Data Grid - Pagination', product: 'Data Grid', kind: 'guide' });
  });
});

describe('grouping results', () => {
  const hit = (title: string, product: string, kind: PageHit['kind'] = 'guide'): PageHit => ({ url: `/${title}/`, title, product, kind, excerpt: [], sections: [] });

  it('puts the current product first, then products by their best page', () => {
    const groups = groupResults([hit('Charts - Axis', 'Charts'), hit('Tree View - Items', 'Tree View'), hit('Data Grid - Rows', 'Data Grid'), hit('Charts - Bars', 'Charts')], 'Data Grid', 'rows');
    expect(groups.map((group) => group.product)).toEqual(['Data Grid', 'Charts', 'Tree View']);
    expect(groups[1].pages.map((page) => page.title)).toEqual(['Charts - Axis', 'Charts - Bars']);
  });

  it('ranks the page titled like the query first in its group', () => {
    const groups = groupResults([hit('DataGridPro API', 'Data Grid', 'api'), hit('Data Grid - Pagination', 'Data Grid'), hit('GridPagination API', 'Data Grid', 'api')], null, 'Pagination');
    expect(groups[0].pages.map((page) => page.title)).toEqual(['Data Grid - Pagination', 'DataGridPro API', 'GridPagination API']);
  });

  // Pagefind's own order for "rowSelectionModel" on the built site: the GridApi page says the word
  // more densely (in `setRowSelectionModel` and its signature) than the DataGrid page with the prop.
  const listItems = (prefix: string, entries: Record<string, number>) => Object.entries(entries).map(([name, location]) => ({ element: 'li', id: `${prefix}-prop-${name}`, location }));
  const gridApi = toPageHit(
    resultData(
      '/x/api/data-grid/grid-api/',
      { title: 'GridApi API', product: 'Data Grid', kind: 'api' },
      'GridApi API Methods setRowSelectionModel (rowSelectionModel: GridRowSelectionModel) => void Sets rowSelectionModel. setRows (rows: GridRowModel[]) => void Sets rows.',
      ['rowSelectionModel'],
      listItems('grid-api', { setRowSelectionModel: 3, setRows: 10 }),
    ),
    'rowSelectionModel',
  );
  const dataGrid = (product = 'Data Grid') =>
    toPageHit(
      resultData(
        '/x/api/data-grid/data-grid/',
        { title: 'DataGrid API', product, kind: 'api' },
        'DataGrid API Props onRowSelectionModelChange func (rowSelectionModel: GridRowSelectionModel) Callback. rowSelectionModel object Sets the selected rows. rows array Rows.',
        ['rowSelectionModel', 'onRowSelectionModelChange'],
        listItems('data-grid', { onRowSelectionModelChange: 3, rowSelectionModel: 8, rows: 14 }),
      ),
      'rowSelectionModel',
    );

  it('puts the page with an API entry named exactly like the query above denser partial matches', () => {
    expect(pageExactness(gridApi, 'rowSelectionModel')).toBe(0);
    expect(pageExactness(dataGrid(), 'rowSelectionModel')).toBe(2);
    const [group] = groupResults([gridApi, dataGrid()], 'Data Grid', 'rowSelectionModel');
    expect(group.pages.map((page) => page.url)).toEqual(['/x/api/data-grid/data-grid/', '/x/api/data-grid/grid-api/']);
    // Inside the page the prop itself leads, linking to its row.
    expect(group.pages[0].sections[0]).toMatchObject({ kind: 'prop', title: 'rowSelectionModel', url: '/x/api/data-grid/data-grid/#data-grid-prop-rowSelectionModel' });
  });

  it('ranks the same case above another case, and a page title above an entry name', () => {
    const withEntry = (title: string, entry: string): PageHit => ({ ...hit(title, 'Data Grid', 'api'), sections: [{ kind: 'slot', title: entry, url: `/${title}/#${entry}`, excerpt: [] }] });
    const pages = [withEntry('GridToolbarQuickFilter API', 'quickFilter'), withEntry('DataGridPro API', 'Toolbar'), withEntry('DataGrid API', 'toolbar')];
    expect(groupResults(pages, null, 'toolbar')[0].pages.map((page) => page.title)).toEqual(['DataGrid API', 'DataGridPro API', 'GridToolbarQuickFilter API']);
    // "pagination" is both a guide's title and a DataGrid prop: the guide is the page about it.
    const guide = hit('Data Grid - Pagination', 'Data Grid');
    expect(groupResults([withEntry('DataGrid API', 'pagination'), guide], null, 'pagination')[0].pages[0]).toBe(guide);
    // A heading is part of a guide, not its subject: it does not lift its page.
    expect(pageExactness({ ...guide, title: 'Data Grid - Sorting', sections: [{ kind: 'heading', title: 'Pagination', url: '/s/#p', excerpt: [] }] }, 'pagination')).toBe(0);
  });

  it('puts the product of an exact match before the reader’s product, which leads among equals', () => {
    const charts = hit('Charts - Tooltip', 'Charts');
    expect(groupResults([charts, gridApi, dataGrid()], 'Charts', 'rowSelectionModel').map((group) => group.product)).toEqual(['Data Grid', 'Charts']);
    expect(groupResults([dataGrid('Data Grid'), dataGrid('Charts')], 'Charts', 'rowSelectionModel').map((group) => group.product)).toEqual(['Charts', 'Data Grid']);
  });

  it('tells exact, other-case and partial names apart', () => {
    expect(exactness('rowSelectionModel', ' rowSelectionModel ')).toBe(2);
    expect(exactness('rowSelectionModel', 'rowselectionmodel')).toBe(1);
    expect(exactness('Row grouping', 'row-grouping')).toBe(1);
    expect(exactness('setRowSelectionModel', 'rowSelectionModel')).toBe(0);
    expect(exactness('rowSelectionModel', '')).toBe(0);
    // Queries that normalise to nothing do not match names that also do.
    expect(exactness('—', '…')).toBe(0);
  });
});

describe('start screen and suggestions', () => {
  it('offers the first pages of the introduction and each product, from the nav tree', () => {
    const groups = quickLinksFromNav(navTree);
    const dataGrid = groups.find((group) => group.title === 'Data Grid');
    expect(dataGrid?.links.map((link) => link.url)).toEqual(['/x/react-data-grid/', '/x/react-data-grid/quickstart/', '/x/react-data-grid/features/']);
    expect(groups.map((group) => group.title)).toEqual(expect.arrayContaining(['Introduction', 'Date and Time Pickers', 'Charts', 'Tree View']));
    // Sections without pages of their own (migration) have nothing to offer here.
    expect(groups.map((group) => group.title)).not.toContain('Migration');
  });

  it('corrects misspelt words from the docs’ titles, or falls back to the longest word', () => {
    const vocabulary = vocabularyOf(['Pagination', 'Row grouping', 'Date Range Picker']);
    expect(suggestQuery('paginaton', vocabulary)).toBe('pagination');
    expect(suggestQuery('row grupping', vocabulary)).toBe('row grouping');
    expect(suggestQuery('quantum pagination', vocabulary)).toBe('pagination');
    expect(suggestQuery('pagination', vocabulary)).toBeNull();
    expect(suggestQuery('   ', vocabulary)).toBeNull();
  });
});

describe('recent searches', () => {
  const entry = (url: string) => ({ query: 'q', title: url, url, product: 'Data Grid' });

  it('keeps opened results newest first, once each, up to the limit', () => {
    const storage = memoryStorage();
    for (let index = 0; index < MAX_RECENT_SEARCHES + 2; index += 1) rememberSearch(storage, entry(`/x/${index}/`));
    rememberSearch(storage, entry('/x/3/'));
    const stored = readRecentSearches(storage);
    expect(stored).toHaveLength(MAX_RECENT_SEARCHES);
    expect(stored.map((item) => item.url).slice(0, 2)).toEqual(['/x/3/', '/x/7/']);
    expect(forgetAllSearches(storage)).toEqual([]);
    expect(readRecentSearches(storage)).toEqual([]);
  });

  it('survives malformed or foreign data and a storage that refuses writes', () => {
    expect(readRecentSearches(memoryStorage({ [RECENT_SEARCHES_KEY]: '{not json' }))).toEqual([]);
    const mixed = memoryStorage({ [RECENT_SEARCHES_KEY]: JSON.stringify([entry('/x/a/'), { url: 'javascript:alert(1)', title: 'x', query: 'x', product: 'x' }, 42]) });
    expect(readRecentSearches(mixed).map((item) => item.url)).toEqual(['/x/a/']);
    const full = { getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); } };
    expect(rememberSearch(full, entry('/x/b/'))).toEqual([entry('/x/b/')]);
    expect(readRecentSearches(null)).toEqual([]);
  });
});

describe('configuration', () => {
  it('uses DocSearch with all three settings, and nothing with none', () => {
    expect(parseDocSearchSettings({ appId: '', apiKey: undefined, indexName: ' ' })).toBeNull();
    expect(parseDocSearchSettings({ appId: 'TZGZ85B9TB', apiKey: 'key', indexName: 'material-ui' })).toEqual({ appId: 'TZGZ85B9TB', apiKey: 'key', indexName: 'material-ui' });
  });

  it('fails the build on a partial or malformed set, naming what is wrong', () => {
    expect(() => parseDocSearchSettings({ appId: 'APP', apiKey: '', indexName: 'docs' })).toThrow(/missing DOCSEARCH_API_KEY$/);
    expect(() => parseDocSearchSettings({ appId: 'https://evil', apiKey: 'k', indexName: 'i' })).toThrow(/DOCSEARCH_APP_ID/);
  });

  it('filters DocSearch on version and language and boosts the current product', () => {
    expect(docSearchParameters('zh', 'x-charts', 'x')).toMatchObject({
      facetFilters: ['version:master', 'language:zh'],
      optionalFilters: ['productId:x-charts'],
      analyticsTags: ['language:zh', 'product:x-charts'],
    });
    expect(docSearchParameters('fr', 'null', 'x')).toMatchObject({ facetFilters: ['version:master', 'language:en'], optionalFilters: ['productCategoryId:x'] });
    expect(localHitUrl('https://mui.com/x/react-charts/bars/#stacking')).toBe('/x/react-charts/bars/#stacking');
  });

  it('tags an indexed page with its title, product and kind, and leaves others out', () => {
    const attributes = searchIndexAttributes({ title: 'DataGrid API', product: 'Data Grid', kind: 'api' });
    expect(attributes).toMatchObject({ 'data-pagefind-body': '', 'data-search-product': 'Data Grid', 'data-search-kind': 'api' });
    expect(attributes['data-pagefind-filter']).toBe('product[data-search-product], kind[data-search-kind]');
    expect(searchIndexAttributes(null)).toEqual({});
  });
});

describe('result titles', () => {
  it('drop the product prefix the group already shows, and nothing else', () => {
    expect(displayTitle({ title: 'Data Grid - Pagination', product: 'Data Grid' })).toBe('Pagination');
    expect(displayTitle({ title: 'Date and Time Pickers - Validation', product: 'Date Pickers' })).toBe('Validation');
    expect(displayTitle({ title: 'Migration from v7 - Charts', product: 'MUI X' })).toBe('Migration from v7 - Charts');
    expect(displayTitle({ title: 'DataGrid API', product: 'Data Grid' })).toBe('DataGrid API');
  });
});
