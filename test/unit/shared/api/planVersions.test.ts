import { classesExportName, componentPage, isClassesObject, lowerVersionOf } from '../../../../src/shared/api/planVersions';
import type { ApiManifest, ApiProp, ComponentApi } from '../../../../src/shared/api/apiTypes';

const prop = (name: string, typeHtml = 'string'): ApiProp => ({ name, typeHtml, required: false, descriptionHtml: `<p>${name}.</p>` });

const grid = (name: string, props: ApiProp[], slots: string[] = []): ComponentApi => ({
  kind: 'component',
  name,
  folder: 'data-grid',
  pathname: `/x/api/data-grid/${name.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase()}/`,
  imports: [],
  descriptionHtml: '',
  demos: [],
  props,
  slots: slots.map((slot) => ({ name: slot, descriptionHtml: '' })),
  classes: [{ key: 'root', className: 'MuiDataGrid-root', descriptionHtml: '', isGlobal: false }],
});

const manifest = (components: string[]): ApiManifest => ({ 'data-grid': { components: components.map((name) => ({ name })), interfaces: [] } });

describe('lowerVersionOf', () => {
  const names = new Set(['DataGrid', 'DataGridPro', 'DataGridPremium', 'BarChart', 'BarChartPro', 'Heatmap', 'Pro']);

  it('finds the version a plan builds on, Premium on Pro where there is one', () => {
    expect(lowerVersionOf('DataGridPremium', names)).toBe('DataGridPro');
    expect(lowerVersionOf('DataGridPro', names)).toBe('DataGrid');
    expect(lowerVersionOf('BarChartPro', names)).toBe('BarChart');
    expect(lowerVersionOf('DataGridPremium', new Set(['DataGrid']))).toBe('DataGrid');
  });

  it('finds none for a base component, a name that is only a suffix, or a missing base', () => {
    expect(lowerVersionOf('DataGrid', names)).toBeNull();
    expect(lowerVersionOf('Pro', names)).toBeNull();
    expect(lowerVersionOf('HeatmapPro', names)).toBe('Heatmap');
    expect(lowerVersionOf('LineChartPro', names)).toBeNull();
  });
});

describe('classes objects', () => {
  it("names the object that holds a component's classes", () => {
    expect(classesExportName('DataGridPremium')).toBe('gridClasses');
    expect(classesExportName('DateCalendar')).toBe('dateCalendarClasses');
    expect(isClassesObject('gridClasses')).toBe(true);
    expect(isClassesObject('GridClasses')).toBe(false);
    expect(isClassesObject('DataGrid')).toBe(false);
  });
});

describe('componentPage', () => {
  const base = grid('DataGrid', [prop('rows'), prop('apiRef', 'GridApiCommunity'), prop('density')], ['toolbar', 'footer']);
  const pro = grid('DataGridPro', [prop('rows'), prop('apiRef', 'GridApiPro'), prop('density'), prop('treeData')], ['toolbar', 'footer', 'detailPanel']);
  const premium = grid('DataGridPremium', [prop('rows'), prop('apiRef', 'GridApiPremium'), prop('density'), prop('treeData'), prop('rowGroupingModel')], ['toolbar', 'footer', 'detailPanel']);

  it('gives a lone component every entry in full', () => {
    const page = componentPage([base], manifest(['DataGrid']));
    expect(page.props.map((entry) => entry.name)).toEqual(['rows', 'apiRef', 'density']);
    expect(page.inheritedProps).toEqual([]);
    expect(page.inheritedSlots).toEqual([]);
    expect(page.classes).toHaveLength(1);
    expect(page.classesPage).toBeUndefined();
  });

  it('gives in full what a plan adds or changes, and sends the rest to the lowest page with it unchanged', () => {
    const page = componentPage([base, pro, premium], manifest(['DataGrid', 'DataGridPro', 'DataGridPremium']));
    // apiRef's type changes with every plan: each page describes its own.
    expect(page.props.map((entry) => entry.name)).toEqual(['apiRef', 'rowGroupingModel']);
    expect(page.inheritedProps).toEqual([
      { from: { component: 'DataGridPro', pathname: '/x/api/data-grid/data-grid-pro/' }, names: ['treeData'] },
      { from: { component: 'DataGrid', pathname: '/x/api/data-grid/data-grid/' }, names: ['rows', 'density'] },
    ]);
    expect(page.slots).toEqual([]);
    expect(page.inheritedSlots.map((group) => [group.from.component, group.names])).toEqual([
      ['DataGridPro', ['detailPanel']],
      ['DataGrid', ['toolbar', 'footer']],
    ]);
  });

  it("does not skip a version that changed an entry: a prop changed by Pro and kept by Premium is on Pro's page", () => {
    const changed = grid('DataGridPro', [prop('rows', 'readonly GridValidRowModel[]')]);
    const kept = grid('DataGridPremium', [prop('rows', 'readonly GridValidRowModel[]')]);
    expect(componentPage([base, changed, kept], manifest([])).inheritedProps).toEqual([{ from: { component: 'DataGridPro', pathname: '/x/api/data-grid/data-grid-pro/' }, names: ['rows'] }]);
  });

  it("points to the classes object's page and the slots interface's page when the site has them, and keeps both for links", () => {
    const page = componentPage([base], manifest(['DataGrid', 'gridClasses']));
    expect(page.classesPage).toEqual({ component: 'gridClasses', pathname: '/x/api/data-grid/grid-classes/' });
    expect(page.classes).toHaveLength(1);
    const slotsPage = { component: 'GridSlotsComponent', pathname: '/x/api/data-grid/grid-slots-component/' };
    const withSlotsPage = componentPage([base, pro], manifest([]), slotsPage);
    // Its slots stay in the data, for links to them, but leave the lower versions out of it.
    expect([withSlotsPage.slotsPage, withSlotsPage.slots.map((slot) => slot.name), withSlotsPage.inheritedSlots]).toEqual([slotsPage, ['toolbar', 'footer', 'detailPanel'], []]);
    const classesPage = componentPage([{ ...base, name: 'gridClasses', props: [], slots: [] }], manifest(['DataGrid', 'gridClasses']));
    expect(classesPage.classesPage).toBeUndefined();
  });
});
