// The generated API reference of the installed packages (`npm run generate` writes it before the
// unit tests run).
import fs from 'node:fs';
import path from 'node:path';
import { apiIndexFor } from '../../../../src/shared/api/apiIndex';
import type { ApiManifest, ApiPageData, ApiProp, ComponentApi } from '../../../../src/shared/api/apiTypes';
import { navIndex } from '../../../../src/shared/nav/siteNav';
import { site } from '../../../../data/site';

const GENERATED = path.join(__dirname, '../../../../src/shared/api/generated/pages');

function page(folder: string, file: string): ApiPageData {
  return JSON.parse(fs.readFileSync(path.join(GENERATED, folder, `${file}.json`), 'utf8')) as ApiPageData;
}

function propsOf(folder: string, file: string): Map<string, ApiProp> {
  const data = page(folder, file);
  return new Map((data.kind === 'component' ? data.props : data.properties).map((prop) => [prop.name, prop]));
}

const text = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&lt;/g, '<').replace(/&gt;/g, '>');

describe('the API reference of the installed packages', () => {
  it('documents the Data Grid props with their types', () => {
    const props = propsOf('data-grid', 'data-grid');
    expect(text(props.get('rows')!.typeHtml)).toBe('GridRowsProp<R>');
    expect(text(props.get('columns')!.typeHtml)).toBe('readonly GridColDef<R>[]');
    expect(props.get('columns')!.required).toBe(true);
    expect(text(props.get('pageSizeOptions')!.typeHtml)).toMatch(/^ReadonlyArray<number \| \{/);
    expect(props.get('onRowSelectionModelChange')!.signature?.params.map((param) => param.name)).toEqual(['rowSelectionModel', 'details']);
  });

  it('documents pickers, charts, tree view and interface pages', () => {
    const picker = propsOf('date-pickers', 'date-picker');
    for (const name of ['value', 'onChange', 'slots']) expect(picker.has(name)).toBe(true);
    expect(propsOf('charts', 'bar-chart').has('series')).toBe(true);
    expect(propsOf('tree-view', 'rich-tree-view').has('items')).toBe(true);
    const colDef = propsOf('data-grid', 'grid-col-def');
    for (const name of ['field', 'headerName', 'width', 'renderCell']) expect(colDef.has(name)).toBe(true);
    expect(colDef.get('field')!.required).toBe(true);
  });

  it("describes CSS classes from the interface that documents them, where the classes object's own type does not", () => {
    // `gridClasses` is typed `Record<keyof GridClasses, string>`; the comments are on `GridClasses`.
    const classes = (name: string) => new Map((page('data-grid', name) as ComponentApi).classes.map((entry) => [entry.key, entry]));
    expect(text(classes('grid-classes').get('cell')!.descriptionHtml)).toBe('Styles applied to the cell element.');
    expect(classes('grid-classes').get('cell')!.className).toBe('MuiDataGrid-cell');
    const calendar = (page('date-pickers', 'date-calendar') as ComponentApi).classes;
    expect(calendar.length).toBeGreaterThan(0);
    expect(calendar.every((entry) => entry.descriptionHtml)).toBe(true);
    // Slots interfaces are taken as `Partial<…>` by the grids' `slots` prop: nothing there is required.
    expect([...propsOf('data-grid', 'grid-slots-component').values()].some((slot) => slot.required)).toBe(false);
  });

  it('has one page per API entry of the nav, and nothing else', () => {
    const navApi = [...navIndex.byPathname.keys()].filter((pathname) => /^\/x\/api\/[^/]+\/[^/]+$/.test(pathname)).sort();
    const generated = fs
      .readdirSync(GENERATED)
      .flatMap((folder) => fs.readdirSync(path.join(GENERATED, folder)).map((file) => `/x/api/${folder}/${file.replace(/\.json$/, '')}`))
      .sort();
    expect(generated).toEqual(navApi);
    const perFolder = (folder: string) => generated.filter((pathname) => pathname.startsWith(`/x/api/${folder}/`)).length;
    // One page per component and interface the site model lists in the product's API folder.
    expect(site.products.map((product) => perFolder(product.apiFolder))).toEqual(site.products.map(({ api }) => api.components.length + api.interfaces.length));
  });

  it('notes inheritance from Material UI and the theme key', () => {
    const actionBar = page('date-pickers', 'pickers-action-bar') as ComponentApi;
    expect(actionBar.inheritance).toEqual({ component: 'DialogActions', pathname: 'https://mui.com/material-ui/api/dialog-actions/' });
    expect((page('date-pickers', 'date-picker') as ComponentApi).themeName).toBe('MuiDatePicker');
  });

  it('lists every page of the package on the two index pages', () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(GENERATED, '../manifest.json'), 'utf8')) as ApiManifest;
    const linked = (pathname: string) =>
      apiIndexFor(pathname, manifest)!.sections.flatMap((section) => section.groups.flatMap((group) => group.links.map((link) => link.pathname)));
    const grid = apiIndexFor('/x/api/data-grid/', manifest)!;
    const listed = (folder: string) => site.products.find((product) => product.apiFolder === folder)!.api;
    expect(grid.sections.map((section) => [section.id, section.groups[0]?.links.length ?? 0])).toEqual([
      ['components', listed('data-grid').components.length],
      ['interfaces', listed('data-grid').interfaces.length],
      ['events', 0],
    ]);
    expect(grid.sections[2].guide?.pathname).toBe('/x/react-data-grid/events/');
    const pickers = linked('/x/api/date-pickers');
    expect(pickers).toHaveLength(listed('date-pickers').components.length);
    expect(new Set(pickers).size).toBe(pickers.length);
    expect(apiIndexFor('/x/api/charts/', manifest)).toBeNull();
  });
});
