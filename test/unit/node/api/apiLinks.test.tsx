/** @jest-environment jsdom */
import { apiAnchorProblem, apiIdentifierIndex, apiPageAnchors, resolveApiIdentifier } from '../../../../src/node/api/apiIdentifiers';
import { ApiPage } from '../../../../src/client/api/ApiPage';
import { loadApiPage } from '../../../../src/node/api/loadApiPage';
import { createApiPageLookup } from '../../../../src/node/api/readApiData';
import type { ComponentApi, ComponentPage, InterfaceApi } from '../../../../src/shared/api/apiTypes';
import { MarkdownBuildError } from '../../../../src/node/markdown/errors';
import { parsePage } from '../../../../src/node/markdown/parsePage';
import { renderWithProviders } from '../../support/renderWithProviders';

const events = { on: jest.fn(), off: jest.fn() };
jest.mock('next/router', () => ({ useRouter: () => ({ push: jest.fn(), replace: jest.fn(), asPath: '/', events }) }));

// The generated data of the installed 8.8.0 packages (`npm run generate` runs before the tests).
const api = createApiPageLookup();
/** A component's page as it reads: what a lower version's page or the classes page gives is not on it. */
const component = (name: string) => api.pageOf(api.byName(name) as ComponentApi);
const gridApi = api.byPathname('/x/api/data-grid/grid-api') as InterfaceApi;

/** A made-up component with one prop, to decide ties without depending on the packages. */
const fake = (name: string, pathname: string, prop: string): ComponentPage => ({
  kind: 'component',
  name,
  folder: 'data-grid',
  pathname,
  imports: [],
  descriptionHtml: '',
  demos: [],
  props: [{ name: prop, typeHtml: 'string', required: false, descriptionHtml: '' }],
  slots: [],
  classes: [],
  inheritedProps: [],
  inheritedSlots: [],
});

describe('resolveApiIdentifier', () => {
  const grid = apiIdentifierIndex({ components: [component('DataGrid'), component('DataGridPro')], apiObject: gridApi });

  it('links a prop, a slot and a CSS class name of the listed components to their rows, classes on the page all grids share', () => {
    expect(resolveApiIdentifier('pageSizeOptions', grid)).toBe('/x/api/data-grid/data-grid/#data-grid-prop-pageSizeOptions');
    // The grid's slots are the properties of the interface its `slots` prop takes, on that interface's page.
    expect(resolveApiIdentifier('toolbar', grid)).toBe('/x/api/data-grid/grid-slots-component/#grid-slots-component-prop-toolbar');
    expect(resolveApiIdentifier('MuiDataGrid-cell', grid)).toBe('/x/api/data-grid/grid-classes/#grid-classes-classes-cell');
    expect(resolveApiIdentifier('.MuiDataGrid-cell', grid)).toBe('/x/api/data-grid/grid-classes/#grid-classes-classes-cell');
  });

  it('finds a prop only a later component has on that component', () => {
    expect(resolveApiIdentifier('detailPanelExpandedRowIds', grid)).toBe('/x/api/data-grid/data-grid-pro/#data-grid-pro-prop-detailPanelExpandedRowIds');
  });

  it('links a name two components share to the first one listed', () => {
    const first = fake('FirstGrid', '/x/api/data-grid/first-grid/', 'shared');
    const second = fake('SecondGrid', '/x/api/data-grid/second-grid/', 'shared');
    expect(resolveApiIdentifier('shared', apiIdentifierIndex({ components: [first, second], apiObject: null }))).toBe('/x/api/data-grid/first-grid/#first-grid-prop-shared');
    expect(resolveApiIdentifier('shared', apiIdentifierIndex({ components: [second, first], apiObject: null }))).toBe('/x/api/data-grid/second-grid/#second-grid-prop-shared');
    // A Pro guide's `rows` goes to the page that describes it: DataGrid's, whose version Pro builds on.
    expect(resolveApiIdentifier('rows', apiIdentifierIndex({ components: [component('DataGridPro'), component('DataGrid')], apiObject: null }))).toBe(
      '/x/api/data-grid/data-grid/#data-grid-prop-rows',
    );
    expect(resolveApiIdentifier('apiRef', apiIdentifierIndex({ components: [component('DataGridPro'), component('DataGrid')], apiObject: null }))).toBe(
      '/x/api/data-grid/data-grid-pro/#data-grid-pro-prop-apiRef',
    );
  });

  it('links API object methods, written bare, called or on apiRef.current; a prop of the same name wins when bare', () => {
    expect(resolveApiIdentifier('setPage', grid)).toBe('/x/api/data-grid/grid-api/#grid-api-prop-setPage');
    expect(resolveApiIdentifier('setPage()', grid)).toBe('/x/api/data-grid/grid-api/#grid-api-prop-setPage');
    expect(resolveApiIdentifier('apiRef.current.setPage', grid)).toBe('/x/api/data-grid/grid-api/#grid-api-prop-setPage');
    expect(resolveApiIdentifier('getRowId', grid)).toBe('/x/api/data-grid/data-grid/#data-grid-prop-getRowId');
    expect(resolveApiIdentifier('apiRef.current.getRowId()', grid)).toBe('/x/api/data-grid/grid-api/#grid-api-prop-getRowId');
  });

  it('leaves alone what is not exactly one API name', () => {
    for (const code of ['rows={rows}', 'rowz', 'pageSize: 25', 'apiRef.current.noSuchMethod()', 'Mui-selected', '.rows', 'DataGrid', 'rows.length']) {
      expect([code, resolveApiIdentifier(code, grid)]).toEqual([code, null]);
    }
    // Without the grid among the components there is no API object to link to.
    expect(resolveApiIdentifier('setPage', apiIdentifierIndex({ components: [component('DatePicker')], apiObject: null }))).toBeNull();
  });
});

describe('apiAnchorProblem', () => {
  const pageAt = (pathname: string) => api.asReadAt(pathname);

  it('accepts every id the page has, and links without an anchor or to other pages', () => {
    expect(apiAnchorProblem('/x/api/data-grid/data-grid/#data-grid-prop-rows', pageAt)).toBeNull();
    // A Pro page names the props it takes from DataGrid's page, each under its own id.
    expect(apiAnchorProblem('/x/api/data-grid/data-grid-pro/#data-grid-pro-prop-rows', pageAt)).toBeNull();
    expect(apiAnchorProblem('/x/api/data-grid/data-grid-premium/#props-from-data-grid-pro', pageAt)).toBeNull();
    expect(apiAnchorProblem('/x/api/data-grid/grid-classes/#grid-classes-classes-cell', pageAt)).toBeNull();
    expect(apiAnchorProblem('/x/api/data-grid/data-grid/#slots', pageAt)).toBeNull();
    expect(apiAnchorProblem('/x/api/data-grid/data-grid/', pageAt)).toBeNull();
    expect(apiAnchorProblem('/x/react-data-grid/#anything', pageAt)).toBeNull();
  });

  it('rejects an entry the component does not have, and points to the one the author likely meant', () => {
    expect(apiAnchorProblem('/x/api/data-grid/data-grid/#data-grid-prop-foo', pageAt)).toBe(
      'Link "/x/api/data-grid/data-grid/#data-grid-prop-foo" points to the prop "foo", which DataGrid does not have',
    );
    expect(apiAnchorProblem('/x/api/date-pickers/date-picker/#date-picker-prop-toolbar', pageAt)).toBe(
      'Link "/x/api/date-pickers/date-picker/#date-picker-prop-toolbar" points to the prop "toolbar", which DatePicker does not have; did you mean #date-picker-slot-toolbar?',
    );
    // The grid's classes and slots are on pages of their own, not on each grid's.
    expect(apiAnchorProblem('/x/api/data-grid/data-grid/#data-grid-classes-cell', pageAt)).toBe(
      'Link "/x/api/data-grid/data-grid/#data-grid-classes-cell" points to the CSS class "cell", which DataGrid does not have; DataGrid lists them on /x/api/data-grid/grid-classes/',
    );
    expect(apiAnchorProblem('/x/api/data-grid/data-grid-pro/#data-grid-pro-slot-toolbar', pageAt)).toBe(
      'Link "/x/api/data-grid/data-grid-pro/#data-grid-pro-slot-toolbar" points to the slot "toolbar", which DataGridPro does not have; DataGridPro lists them on /x/api/data-grid/grid-pro-slots-component/',
    );
    expect(apiAnchorProblem('/x/api/data-grid/grid-api/#properties', pageAt)).toMatch(/^Link "[^"]+" points to #properties, which the GridApi API page does not have \(sections: import, props\)$/);
  });

  it('knows exactly the ids the API page renders', () => {
    const page = loadApiPage('/x/api/data-grid/data-grid') as ComponentPage & { importHtml: string };
    const anchors = apiPageAnchors(page);
    // An anchor per prop of the generated page, besides the sections'; its slots and classes are on pages of their own.
    expect(anchors.size).toBeGreaterThan(page.props.length);
    expect(anchors.has('slots') && anchors.has('classes')).toBe(true);
    expect([...anchors].some((id) => id.startsWith('data-grid-classes-') || id.startsWith('data-grid-slot-'))).toBe(false);
  });

  it.each(['data-grid', 'data-grid-premium', 'grid-classes', 'grid-premium-slots-component'])('renders on the %s page exactly the ids it knows', (name) => {
    const page = loadApiPage(`/x/api/data-grid/${name}`) as ComponentPage & { importHtml: string };
    const { container } = renderWithProviders(<ApiPage api={page} />, { pathname: `/x/api/data-grid/${name}` });
    // Ids a reader links to: not React's generated ones, the panels that entry buttons control, or
    // the marker the first paint waits for.
    const rendered = [...container.querySelectorAll('[id]:not([hidden])')].map((element) => element.id).filter((id) => !/^_r_|-details$/.test(id));
    expect([...rendered].sort()).toEqual([...apiPageAnchors(page)].sort());
  });
});

describe('API links in a guide', () => {
  const routes = new Set(['/x/api/data-grid/data-grid', '/x/api/data-grid/data-grid-pro', '/x/api/data-grid/grid-api', '/x/react-data-grid']);
  const source = (body: string, components = 'DataGrid, DataGridPro') =>
    `---\ntitle: Paging\ndescription: Pages of rows.\nproductId: x-data-grid\ncomponents: ${components}\n---\n\n${body}`;
  const html = (body: string, components?: string) =>
    parsePage(source(body, components), { file: 'data/data-grid/paging/paging.md', pathname: '/x/react-data-grid/paging', routeExists: (path) => routes.has(path), api })
      .sections.map((section) => (section.type === 'markdown' ? section.html : ''))
      .join('');

  it('links code in prose, tables and callouts, but not in headings, links or fenced code', () => {
    const out = html(
      '## The `rows` prop\n\nPass `rows` and call `apiRef.current.setPage()`.\n\n| a |\n| - |\n| `pageSizeOptions` |\n\n[see `rows`](/x/react-data-grid/) <a href="/x/react-data-grid/">`columns`</a>\n\n```tsx\n<DataGrid rows={rows} />\n```\n',
    );
    expect(out).toContain('<h2 id="the-rows-prop">The <code>rows</code> prop');
    expect(out).toContain('Pass <a href="/x/api/data-grid/data-grid/#data-grid-prop-rows" class="api-link"><code>rows</code></a>');
    expect(out).toContain('<a href="/x/api/data-grid/grid-api/#grid-api-prop-setPage" class="api-link"><code>apiRef.current.setPage()</code></a>');
    expect(out).toContain('<td><a href="/x/api/data-grid/data-grid/#data-grid-prop-pageSizeOptions" class="api-link"><code>pageSizeOptions</code></a></td>');
    expect(out).toContain('<a href="/x/react-data-grid/">see <code>rows</code></a>');
    expect(out).toContain('<a href="/x/react-data-grid/"><code>columns</code></a>');
    expect(out.match(/class="api-link"/g)).toHaveLength(3);
  });

  it('links nothing on a page that lists no components', () => {
    const out = parsePage('---\ntitle: Paging\ndescription: Pages of rows.\n---\n\nPass `rows`.\n', {
      file: 'data/a/a.md',
      pathname: '/x/a',
      routeExists: () => true,
      api,
    }).sections[0];
    expect(out.type === 'markdown' && out.html).toBe('<p>Pass <code>rows</code>.</p>\n');
  });

  it('fails the build on a link to an API anchor that does not exist, with its line', () => {
    expect(() => html('Text.\n\nSee [rows](/x/api/data-grid/data-grid/#data-grid-prop-rowz).\n')).toThrow(
      'data/data-grid/paging/paging.md:10: Link "/x/api/data-grid/data-grid/#data-grid-prop-rowz" points to the prop "rowz", which DataGrid does not have; did you mean #data-grid-prop-rows?',
    );
    try {
      html('[a](/x/api/data-grid/data-grid/#data-grid-prop-rows) [b](/x/api/data-grid/data-grid-pro/#data-grid-pro-slot-nope)\n');
    } catch (error) {
      expect(error instanceof MarkdownBuildError && error.problems.map((problem) => problem.message)).toEqual([
        'Link "/x/api/data-grid/data-grid-pro/#data-grid-pro-slot-nope" points to the slot "nope", which DataGridPro does not have; DataGridPro lists them on /x/api/data-grid/grid-pro-slots-component/',
      ]);
      return;
    }
    throw new Error('the broken anchor was accepted');
  });
});
