import { parsePage } from '../../../../src/node/markdown/parsePage';
import { createDemoLookup, toDemoData } from '../../../../src/node/demos/demoData';
import { groupDemoFiles, jsFileName } from '../../../../src/node/demos/demoFiles';
import { highlightDemo } from '../../../../src/node/demos/demoCode';
import { buildDemoEntry, demoRootModule, rehearsedPickers, rootFileName, scopeModule, scopeModuleName, usesCommercialPackage } from '../../../../src/node/demos/demoModules';
import { buildRegistryModule, demoIdsOfPage, pageDemosModule, pageIndexModule, pageModuleName } from '../../../../src/node/demos/pageModules';
import { generateJs } from '../../../../src/node/demos/generateJs';
import { jsxPreview } from '../../../../src/node/demos/jsxPreview';
import { editKey, fileNamesOf, filesOf } from '../../../../src/shared/demos/codePanelState';
import { parseDemoOptions } from '../../../../src/node/demos/demoOptions';
import type { DemoSourceEntry } from '../../../../src/shared/demos/demoTypes';

describe('demo sources', () => {
  const source = [
    "import * as React from 'react';",
    "import type { GridColDef } from '@mui/x-data-grid';",
    "import Box from '@mui/material/Box';",
    '',
    'interface Row {',
    '  id: number;',
    '}',
    '',
    'const columns: GridColDef[] = [];',
    '',
    'export default function Demo(): React.JSX.Element {',
    '  const rows: Row[] = [{ id: 1 }];',
    '  return (',
    '    <Box sx={{ height: 300 }}>',
    '      <Stack direction="row">',
    '        <Grid rows={rows} columns={columns} />',
    '      </Stack>',
    '    </Box>',
    '  );',
    '}',
    '',
  ].join('\n');

  it('generates JavaScript without types, keeping JSX and blank lines', async () => {
    const js = await generateJs(source, 'Demo.tsx');
    expect(js).not.toMatch(/interface|GridColDef|: Row|JSX\.Element/);
    expect(js).toContain('<Box sx={{ height: 300 }}>');
    expect(js).toContain("import Box from '@mui/material/Box';\n\nconst columns = [];\n\nexport default function Demo() {");
    await expect(generateJs('const a = <div>;', 'Broken.tsx')).rejects.toThrow(/^Broken\.tsx: /);
  });

  it('previews the rendered JSX without its layout wrappers, and only when short', () => {
    expect(jsxPreview(source)).toBe('<Grid rows={rows} columns={columns} />');
    const long = source.replace('<Grid rows={rows} columns={columns} />', `<Grid\n${'          a\n'.repeat(20)}        />`);
    expect(jsxPreview(long)).toBeNull();
    expect(jsxPreview('export const x = 1;')).toBeNull();
  });

  it('gives no preview when the default export only renders another component of its file', () => {
    const keyed = [
      "import { DataGrid } from '@mui/x-data-grid';",
      'export default function Demo() {',
      '  const saved = useSaved();',
      "  return <Body key={saved ? 'saved' : 'none'} saved={saved} />;",
      '}',
      'function Body({ saved }) {',
      '  return <DataGrid rows={saved} columns={[]} />;',
      '}',
    ].join('\n');
    expect(jsxPreview(keyed)).toBeNull();
    // An imported component is what the demo shows: it keeps its preview.
    expect(jsxPreview(keyed.replace('function Body', 'function Other'))).toBe("<Body key={saved ? 'saved' : 'none'} saved={saved} />");
  });

  it('sorts the sources under data/ into demos and the local files each one imports', () => {
    const sources = {
      'grid/Orders.tsx': "import { fetchOrders } from './server';\nimport Toolbar from './parts/Toolbar';\n",
      'grid/server.ts': "import { seed } from './seed';\n",
      'grid/seed.ts': 'export const seed = 1;\n',
      'grid/parts/Toolbar.tsx': "import { seed } from '../seed';\n",
      'grid/Plain.tsx': 'export default function Plain() { return null; }\n',
      'pages.ts': "import { x } from '../src/nav';\n",
    };
    expect(groupDemoFiles(sources)).toEqual([
      { demo: 'grid/Orders.tsx', helpers: ['grid/server.ts', 'grid/parts/Toolbar.tsx', 'grid/seed.ts'] },
      { demo: 'grid/Plain.tsx', helpers: [] },
    ]);
    expect(() => groupDemoFiles({ 'grid/A.tsx': "import x from './missing';\n" })).toThrow(
      'grid/A.tsx imports "./missing", which is not a .ts or .tsx file under data/',
    );
    expect(() => groupDemoFiles({ 'grid/A.tsx': "import x from '../shared/x';\n", 'shared/x.ts': '' })).toThrow("grid/A.tsx uses shared/x.ts, which is outside its folder; keep a demo's files beside it");
    expect(jsFileName('parts/Toolbar.tsx')).toBe('parts/Toolbar.js');
  });

  it('reads a demo with its local files in both variants, and lists them in tabs order', async () => {
    const entry = await buildDemoEntry('grid/Orders.tsx', "import { total } from './server';\nexport default function Orders() { return <b>{total}</b>; }\n", {
      'grid/server.ts': 'export const total: number = 3;\n',
    });
    expect(entry.files).toEqual([{ tsName: 'server.ts', jsName: 'server.js', ts: 'export const total: number = 3;\n', js: 'export const total = 3;\n' }]);
    const code = highlightDemo(entry);
    expect(filesOf('Orders', code, 'TS').map((file) => [file.label, file.path])).toEqual([
      ['Orders.tsx', 'Orders.tsx'],
      ['server.ts', 'server.ts'],
    ]);
    expect(fileNamesOf('Orders', code.files, 'JS')).toEqual([
      { label: 'Orders.js', path: 'Orders.jsx' },
      { label: 'server.js', path: 'server.js' },
    ]);
    expect(code.files[0].ts.html).toContain('token');
    expect(filesOf('Orders', code, 'JS').map((file) => [file.label, file.path, file.code])).toEqual([
      ['Orders.js', 'Orders.jsx', entry.js],
      ['server.js', 'server.js', 'export const total = 3;\n'],
    ]);
    expect(editKey('JS', 1)).toBe('JS:1');
  });

  it('gives each demo a live-edit scope of the modules it imports, shared by demos importing the same', () => {
    expect(scopeModuleName([source])).toMatch(/^scope-[0-9a-f]{12}$/);
    expect(scopeModuleName([`${source}\nconst other = 1;`])).toBe(scopeModuleName([source]));
    expect(scopeModuleName(["import x from '@mui/x-charts';"])).not.toBe(scopeModuleName([source]));
    const scope = scopeModule([source]);
    expect(scope).toContain("import * as m1 from 'react/jsx-runtime';");
    expect(scope).toContain("  '@mui/x-data-grid': { __esModule: true, ...m3 },");
    expect(scope).toContain("  '@mui/material/Box': { __esModule: true, ...m2 },");
  });

  it('applies the licence key in the loaders of demos that use a Pro or Premium package', () => {
    expect(usesCommercialPackage("import { DataGridPro } from '@mui/x-data-grid-pro';")).toBe(true);
    expect(usesCommercialPackage("import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';")).toBe(true);
    expect(usesCommercialPackage("import { DataGridPremium } from '@mui/x-data-grid-premium';")).toBe(true);
    expect(usesCommercialPackage(source)).toBe(false);
    expect(demoRootModule('a/B', '../x', { commercial: true })).toMatch(/^\/\/ Generated[^\n]*\nimport '..\/..\/license';\n/);
    expect(demoRootModule('a/B', '../x', { commercial: false })).not.toContain('license');
  });

  it('rehearses, in the loaders of demos with a picker that opens a dialog on a touch screen, that mobile picker', () => {
    const rehearsed = (...sources: string[]) => rehearsedPickers(sources).map(({ name, module }) => `${name} ${module}`);
    expect(rehearsed("import { DatePicker } from '@mui/x-date-pickers/DatePicker';")).toEqual(['MobileDatePicker @mui/x-date-pickers/MobileDatePicker']);
    expect(rehearsed("import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';")).toEqual(['MobileDatePicker @mui/x-date-pickers/MobileDatePicker']);
    expect(rehearsed("import { DatePicker } from '@mui/x-date-pickers-pro/DatePicker';")).toEqual(['MobileDatePicker @mui/x-date-pickers/MobileDatePicker']);
    expect(rehearsed("import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';")).toEqual(['MobileDateTimePicker @mui/x-date-pickers/MobileDateTimePicker']);
    expect(rehearsed("import { MobileTimeRangePicker } from '@mui/x-date-pickers-pro/MobileTimeRangePicker';")).toEqual([
      'MobileTimeRangePicker @mui/x-date-pickers-pro/MobileTimeRangePicker',
    ]);
    // Each picker once, whichever files of the demo import it, in one order.
    expect(
      rehearsed(
        "import { TimePicker } from '@mui/x-date-pickers/TimePicker';\nimport { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';",
        "import { DatePicker } from '@mui/x-date-pickers/DatePicker';\nimport { MobileTimePicker } from '@mui/x-date-pickers/MobileTimePicker';",
      ),
    ).toEqual([
      'MobileDatePicker @mui/x-date-pickers/MobileDatePicker',
      'MobileTimePicker @mui/x-date-pickers/MobileTimePicker',
      'MobileDateRangePicker @mui/x-date-pickers-pro/MobileDateRangePicker',
    ]);
    // A calendar drawn inline, a desktop-only picker, a field, a grid: no dialog to rehearse.
    expect(rehearsed("import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';")).toEqual([]);
    expect(rehearsed("import { DesktopDateTimePicker } from '@mui/x-date-pickers/DesktopDateTimePicker';")).toEqual([]);
    expect(rehearsed("import { DateField } from '@mui/x-date-pickers/DateField';")).toEqual([]);
    expect(rehearsed(source)).toEqual([]);

    const rehearsing = demoRootModule('a/B', '../x', { rehearsals: rehearsedPickers(["import { DatePicker } from '@mui/x-date-pickers/DatePicker';\nimport { TimePicker } from '@mui/x-date-pickers/TimePicker';"]) });
    expect(rehearsing).toContain(
      "import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';\nimport { MobileTimePicker } from '@mui/x-date-pickers/MobileTimePicker';\nimport { PickerRehearsal } from '../../rehearsal/PickerRehearsal';\n",
    );
    expect(rehearsing).toContain('      <Demo />\n      <PickerRehearsal picker={MobileDatePicker} />\n      <PickerRehearsal picker={MobileTimePicker} />\n    </MuiThemeIsland>');
    expect(demoRootModule('a/B', '../x')).not.toContain('Rehearsal');
  });

  it('writes one loader module per demo, one module per page with only its demos, and an index of pages', () => {
    expect(rootFileName('data-grid/overview/Basic')).toBe('data-grid__overview__Basic');
    expect(demoRootModule('a/B', '../../../../data/a/B')).toContain("DemoRoot.displayName = 'docs-demo:a/B';");
    const page = pageDemosModule(['grid/sorting/Two', 'grid/sorting/One'], (id) => (id.endsWith('One') ? 'scope-a' : 'scope-b'));
    expect(page).toContain(
      "    'grid/sorting/One': () => import('../roots/grid__sorting__One'),\n    'grid/sorting/Two': () => import('../roots/grid__sorting__Two'),",
    );
    expect(page).toContain("    'grid/sorting/One': () => import('../scopes/scope-a'),\n    'grid/sorting/Two': () => import('../scopes/scope-b'),");
    expect(pageModuleName('/x/react-data-grid/sorting')).toBe('react-data-grid__sorting');
    expect(pageModuleName('/x/react-charts/')).toBe('react-charts');
    const index = pageIndexModule(['/x/react-data-grid/sorting', '/x/react-charts']);
    expect(index).toContain("  '/x/react-charts': () => import('./pages/react-charts'),\n  '/x/react-data-grid/sorting': () => import('./pages/react-data-grid__sorting'),");
    expect(index).not.toContain('roots/');
    expect(buildRegistryModule(['a/One'])).toContain("  'a/One': () => import('./roots/a__One'),");
  });

  it("finds the demos a page names, in order, once each, skipping names the build will report", () => {
    const markdown = [
      '---',
      'title: Sorting',
      '---',
      '# Sorting',
      '{{"demo": "Two.js", "bg": "inline"}}',
      '```md',
      '{{"demo": "InFence.js"}}',
      '```',
      '{{"demo": "One.js"}}',
      '{{"demo": "Two.js"}}',
      '{{"demo": "Missing.js"}}',
      '{{"component": "Other"}}',
    ].join('\n');
    const known = new Set(['grid/sorting/One', 'grid/sorting/Two', 'grid/sorting/InFence']);
    expect(demoIdsOfPage(markdown, 'grid/sorting', known)).toEqual(['grid/sorting/Two', 'grid/sorting/One']);
  });

  it('puts in the page only what the demo shows when the page opens', async () => {
    const built = await buildDemoEntry('grid/Orders.tsx', 'export default function Orders() {\n  return <b>orders</b>;\n}\n', {
      'grid/server.ts': 'export const total: number = 3;\n',
    });
    const entry: DemoSourceEntry = { ...built, codeUrl: '/static/demo-code/grid__Orders.abc.json' };
    const data = (raw: Record<string, unknown>) => toDemoData(entry, parseDemoOptions('Orders.js', raw).options);
    expect(data({})).toMatchObject({ openedHtml: null, files: [{ tsName: 'server.ts', jsName: 'server.js' }], codeUrl: entry.codeUrl });
    expect(data({}).preview).toContain('orders');
    expect(data({ defaultCodeOpen: true })).toMatchObject({ preview: null });
    expect(data({ defaultCodeOpen: true }).openedHtml).toContain('function');
    expect(data({ defaultCodeOpen: false })).toMatchObject({ preview: null, openedHtml: null });
    expect(data({ hideToolbar: true })).toMatchObject({ preview: null, openedHtml: null });
    // The sizes of the code to come, demo first; no code itself rides in the page.
    expect(data({}).shapes.TS).toEqual([{ lines: 3, width: 34 }, { lines: 1, width: 31 }]);
    expect(data({}).shapes.JS[1]).toEqual({ lines: 1, width: 23 });
    expect(JSON.stringify(data({}))).not.toContain('total');
  });

  it('fails the page with the demos that do exist when a directive names a missing one', () => {
    const entry: DemoSourceEntry = {
      id: 'data-grid/sorting/SortedGrid',
      name: 'SortedGrid',
      folder: 'data-grid/sorting',
      ts: 'x',
      js: 'x',
      preview: null,
      files: [],
      codeUrl: '/static/demo-code/x.json',
    };
    const demos = createDemoLookup({ [entry.id]: entry });
    const page = '# Sorting\n\n<p class="description">Sort rows.</p>\n\n{{"demo": "SortGrid.js"}}\n';
    expect(() => parsePage(page, { file: 'data/data-grid/sorting/sorting.md', pathname: '/x/react-data-grid/sorting', routeExists: () => true, demos })).toThrow(
      'data/data-grid/sorting/sorting.md:5: Missing demo: SortGrid. You can use one of the following: SortedGrid.js',
    );
    const ok = parsePage(page.replace('SortGrid', 'SortedGrid'), {
      file: 'data/data-grid/sorting/sorting.md',
      pathname: '/x/react-data-grid/sorting',
      routeExists: () => true,
      demos,
    });
    expect(ok.sections[0]).toMatchObject({ type: 'demo', demo: { id: entry.id, name: 'SortedGrid', sourcePath: 'docs/data/data-grid/sorting/SortedGrid.tsx' } });
  });
});
