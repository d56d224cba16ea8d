import { apiAnswer, findApiEntry, isApiPageData } from '../../../../src/node/mcp/apiAnswer';
import { DocsLookupError } from '../../../../src/node/mcp/closestMatches';
import type { ApiPageData } from '../../../../src/shared/api/apiTypes';
import { fixtureDocs, fixtureJson } from './mcpFixture';

const docs = fixtureDocs();
const dataOf = (name: string) => fixtureJson(findApiEntry(docs, name).data) as ApiPageData;

describe('findApiEntry', () => {
  it('finds a name in any case, with or without " API"', () => {
    for (const name of ['DataGrid', 'datagrid', 'DATAGRID', ' DataGrid API ']) expect(findApiEntry(docs, name).route).toBe('/x/api/data-grid/data-grid/');
    expect(findApiEntry(docs, 'PieChart', 'Charts').product).toBe('x-charts');
  });

  it('answers an unknown name with the closest', () => {
    expect(() => findApiEntry(docs, 'DataGird')).toThrow(DocsLookupError);
    expect(() => findApiEntry(docs, 'DataGird')).toThrow('No component or interface named "DataGird". Closest: DataGrid.');
    expect(() => findApiEntry(docs, 'ColDef')).toThrow('Closest: GridColDef.');
  });

  it('looks in the product it is given only', () => {
    expect(() => findApiEntry(docs, 'DataGrid', 'x-charts')).toThrow('No component or interface named "DataGrid" in Charts.');
    expect(() => findApiEntry(docs, 'DataGrid', 'Scheduler')).toThrow('No product "Scheduler"');
  });
});

describe('apiAnswer', () => {
  it('gives a component’s props as data: type as code, default, required, description in Markdown', () => {
    const answer = apiAnswer(docs, findApiEntry(docs, 'DataGrid'), dataOf('DataGrid'));
    expect(answer).toMatchObject({
      name: 'DataGrid',
      kind: 'component',
      product: 'Data Grid',
      url: 'https://mui.com/x/api/data-grid/data-grid/',
      markdownUrl: 'https://mui.com/x/api/data-grid/data-grid.md',
      imports: ["import { DataGrid } from '@mui/x-data-grid/DataGrid';", "import { DataGrid } from '@mui/x-data-grid';"],
      themeName: 'MuiDataGrid',
    });
    const prop = (name: string) => answer.props?.find((candidate) => candidate.name === name);
    expect(prop('columns')).toEqual({ name: 'columns', type: 'readonly GridColDef<R>[]', required: true, description: 'Set of columns of type [`GridColDef`](https://mui.com/x/api/data-grid/grid-col-def/)[].' });
    expect(prop('sortingOrder')).toMatchObject({ type: 'readonly GridSortDirection[]', default: "['asc', 'desc', null]", required: false });
    expect(prop('disableMultipleRowSelection')?.default).toBe('false (`!props.checkboxSelection` for MIT Data Grid)');
    expect(prop('autoHeight')?.deprecated).toBe('Use flex parent container instead: https://mui.com/x/react-data-grid/layout/#flex-parent-container');
    expect(prop('getCellClassName')?.signature).toEqual({
      type: '(params: GridCellParams<any, R>) => string',
      params: [{ name: 'params', description: 'With all properties from [`GridCellParams`](https://mui.com/x/api/data-grid/grid-cell-params/).' }],
      returns: 'The CSS class to apply to the cell.',
    });
    expect(answer.properties).toBeUndefined();
  });

  it('gives slots, CSS classes and the guides that show it', () => {
    const answer = apiAnswer(docs, findApiEntry(docs, 'DataGrid'), dataOf('DataGrid'));
    expect(answer.slots?.find((slot) => slot.name === 'cell')).toEqual({ name: 'cell', default: 'GridCell', className: 'MuiDataGrid-cell', description: 'Component rendered for each cell.' });
    expect(answer.classes?.[0]).toMatchObject({ key: expect.any(String), className: expect.stringMatching(/^MuiDataGrid-/), global: false });
    expect(answer.demos).toContainEqual({ title: 'Data Grid - Sorting', url: 'https://mui.com/x/react-data-grid/sorting/' });
    // Props first, the guides last: the order an agent reads in.
    expect(Object.keys(answer)).toEqual(['name', 'kind', 'product', 'url', 'markdownUrl', 'description', 'imports', 'props', 'slots', 'classes', 'themeName', 'demos']);
  });

  it('gives an interface’s properties', () => {
    const answer = apiAnswer(docs, findApiEntry(docs, 'gridcoldef'), dataOf('GridColDef'));
    expect(answer).toMatchObject({ name: 'GridColDef', kind: 'interface', description: 'Column Definition interface.' });
    expect(answer.props).toBeUndefined();
    expect(answer.slots).toBeUndefined();
    expect(answer.properties?.find((prop) => prop.name === 'colSpan')).toMatchObject({ type: 'number | GridColSpanFn<R, V, F>', default: '1' });
    expect(answer.properties?.find((prop) => prop.name === 'field')).toMatchObject({ required: true });
  });

  it('decodes every entity: no HTML is left in any field', () => {
    for (const name of ['DataGrid', 'GridColDef', 'PieChart']) {
      const text = JSON.stringify(apiAnswer(docs, findApiEntry(docs, name), dataOf(name)));
      expect([name, text.match(/&(lt|gt|amp|quot|#\d+|#x[0-9a-f]+);|<\/?(p|a|code|ul|li|pre|strong|em)\b/gi)]).toEqual([name, null]);
    }
  });
});

describe('isApiPageData', () => {
  it('tells API data from anything else', () => {
    expect(isApiPageData(dataOf('DataGrid'))).toBe(true);
    expect(isApiPageData(dataOf('GridColDef'))).toBe(true);
    expect(isApiPageData({ name: 'DataGrid', kind: 'component' })).toBe(false);
    expect(isApiPageData('<html>')).toBe(false);
    expect(isApiPageData(null)).toBe(false);
  });
});
