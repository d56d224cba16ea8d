/** @jest-environment jsdom */
import * as React from 'react';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { parsePage } from '../../../../src/build/markdown/parsePage';
import { createDemoLookup, toDemoData } from '../../../../src/build/demos/demoData';
import { groupDemoFiles, jsFileName } from '../../../../src/build/demos/demoFiles';
import { highlightDemo } from '../../../../src/build/demos/demoCode';
import { buildDemoEntry, demoRootModule, rootFileName, scopeModule, scopeModuleName, usesCommercialPackage } from '../../../../src/build/demos/demoModules';
import { buildRegistryModule, demoIdsOfPage, pageDemosModule, pageIndexModule, pageModuleName } from '../../../../src/build/demos/pageModules';
import { generateJs } from '../../../../src/build/demos/generateJs';
import { jsxPreview } from '../../../../src/build/demos/jsxPreview';
import { codeShape, codeToggle, editKey, fileNamesOf, filesOf, initialCodePanel, placeholderText, rovingIndex, variantFromHash } from '../../../../src/shared/demos/codePanelState';
import { fetchDemoCode, parseDemoCode } from '../../../../src/client/demos/demoCodeFetch';
import { createDemoGate, openGate } from '../../../../src/client/demos/demoGate';
import { parseDemoOptions } from '../../../../src/build/demos/demoOptions';
import type { DemoCode, DemoData, DemoSourceEntry } from '../../../../src/shared/demos/demoTypes';
import { renderWithProviders } from '../../support/renderWithProviders';

/** How many times a Counter has rendered (committed). */
let counterRenders = 0;

function Counter() {
  const [count, setCount] = React.useState(0);
  React.useEffect(() => {
    counterRenders += 1;
  });
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      clicked {count}
    </button>
  );
}

function Broken(): React.ReactElement {
  throw new Error('the rows prop is missing');
}

// The page index the generator writes: the test page's module holds the two fixture demos.
jest.mock(
  '../../../../src/client/demos/generated/pageIndex',
  () => ({
    __esModule: true,
    default: {
      '/x/introduction': () =>
        Promise.resolve({
          default: {
            demos: {
              'fixtures/Counter': () => Promise.resolve({ default: Counter }),
              'fixtures/Broken': () => Promise.resolve({ default: Broken }),
            },
            scopes: {},
          },
        }),
    },
  }),
  { virtual: true },
);

// Imported after the mock so the box sees the fixture page.
import { DemoBox } from '../../../../src/client/demos/DemoBox';

describe('demo options', () => {
  it('defaults and accepts every documented option', () => {
    expect(parseDemoOptions('A.js', {})).toEqual({
      options: { bg: 'outlined', hideToolbar: false, disableAd: false, disableLiveEdit: false, iframe: false },
      errors: [],
    });
    expect(parseDemoOptions('A.js', { iframe: true }).options.bg).toBe(true);
    const full = parseDemoOptions('A.js', { bg: 'inline', defaultCodeOpen: false, maxWidth: 400, height: 600, disableLiveEdit: true });
    expect(full.errors).toEqual([]);
    expect(full.options).toMatchObject({ bg: 'inline', defaultCodeOpen: false, maxWidth: 400, height: 600, disableLiveEdit: true });
  });

  it('rejects the combinations the reference rejects, and unknown or mistyped options', () => {
    const errors = (raw: Record<string, unknown>, demo = 'A.js') => parseDemoOptions(demo, raw).errors;
    expect(errors({ hideToolbar: false })).toEqual(['"hideToolbar": false on demo "A.js" is the default; remove it']);
    expect(errors({ hideToolbar: true, defaultCodeOpen: true })[0]).toMatch(/hides its toolbar, so "defaultCodeOpen": true/);
    expect(errors({ hideToolbar: true, disableAd: true })[0]).toMatch(/hides its toolbar, so there is no code panel/);
    expect(errors({}, 'A.tsx')[0]).toMatch(/names a TypeScript file/);
    expect(errors({ hideToolbar: true }, 'A.tsx')).toEqual([]);
    expect(errors({ bg: 'blue' })[0]).toMatch(/"bg" on demo "A.js" must be/);
    expect(errors({ maxWidth: '400px' })[0]).toMatch(/"maxWidth" on demo "A.js" must be a positive number/);
    expect(errors({ colour: 'red' })[0]).toMatch(/Unknown option "colour"/);
  });
});

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
    expect(demoRootModule('a/B', '../x', true)).toMatch(/^\/\/ Generated[^\n]*\nimport '..\/..\/license';\n/);
    expect(demoRootModule('a/B', '../x', false)).not.toContain('license');
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

describe('demo box state', () => {
  it('starts with the preview when there is one, unless told otherwise', () => {
    expect(initialCodePanel(undefined, true)).toBe('preview');
    expect(initialCodePanel(undefined, false)).toBe('none');
    expect(initialCodePanel(false, true)).toBe('none');
    expect(initialCodePanel(true, false)).toBe('full');
    expect(codeToggle('preview', 'preview')).toEqual({ labelKey: 'demo.expandCode', next: 'full' });
    expect(codeToggle('full', 'preview')).toEqual({ labelKey: 'demo.collapseCode', next: 'preview' });
    expect(codeToggle('none', 'none')).toEqual({ labelKey: 'demo.showCode', next: 'full' });
    expect(codeToggle('full', 'full')).toEqual({ labelKey: 'demo.hideCode', next: 'none' });
  });

  it('holds the place of code on its way with text of the same lines and width', () => {
    expect(codeShape('a\n  long line\nb\n')).toEqual({ lines: 3, width: 11 });
    expect(codeShape('')).toEqual({ lines: 1, width: 0 });
    const text = placeholderText('Loading…', { lines: 3, width: 11 });
    expect(codeShape(text)).toEqual({ lines: 3, width: 11 });
    expect(text.startsWith('Loading…')).toBe(true);
    expect(codeShape(placeholderText('Loading…', { lines: 1, width: 20 }))).toEqual({ lines: 1, width: 20 });
    expect(codeShape(placeholderText('Loading…', { lines: 2, width: 3 }))).toEqual({ lines: 2, width: 8 });
  });

  it('reads the variant from the hash and moves through a toolbar', () => {
    expect(variantFromHash('#Basic.tsx', 'Basic')).toBe('TS');
    expect(variantFromHash('#Basic.js', 'Basic')).toBe('JS');
    expect(variantFromHash('#Other.js', 'Basic')).toBeNull();
    expect(rovingIndex('ArrowRight', 4, 5)).toBe(0);
    expect(rovingIndex('ArrowLeft', 0, 5)).toBe(4);
    expect(rovingIndex('End', 1, 5)).toBe(4);
    expect(rovingIndex('Home', 3, 5)).toBe(0);
    expect(rovingIndex('a', 3, 5)).toBeNull();
  });

  it('keeps a gate shut until it is opened, then loads once', async () => {
    const loader = jest.fn(() => Promise.resolve({ default: Counter }));
    const gate = createDemoGate(loader, false);
    await Promise.resolve();
    expect(loader).not.toHaveBeenCalled();
    expect(gate.isOpen).toBe(false);
    gate.open();
    await expect(gate.promise).resolves.toBe(Counter);
    gate.open();
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('fetches a sources file once, retries after a failure, and refuses a malformed one', async () => {
    const ok = jest.fn(answerWith(200, fixtureCode));
    await expect(fetchDemoCode('/static/demo-code/a.json', ok)).resolves.toEqual(fixtureCode);
    await fetchDemoCode('/static/demo-code/a.json', ok);
    expect(ok).toHaveBeenCalledTimes(1);
    const failing = jest.fn(answerWith(404, null));
    await expect(fetchDemoCode('/static/demo-code/b.json', failing)).rejects.toThrow('/static/demo-code/b.json answered 404');
    await expect(fetchDemoCode('/static/demo-code/b.json', failing)).rejects.toThrow();
    expect(failing).toHaveBeenCalledTimes(2);
    await expect(fetchDemoCode('/static/demo-code/c.json', jest.fn(answerWith(200, { ts: 'x' })))).rejects.toThrow(
      "/static/demo-code/c.json is not a demo's sources file",
    );
    expect(() => parseDemoCode({ ...fixtureCode, files: [{ tsName: 'a.ts' }] }, 'x.json')).toThrow();
  });

  it('gives React an already-fulfilled promise for a preloaded demo, so the build never suspends', () => {
    const gate = openGate(Counter);
    expect(gate.isOpen).toBe(true);
    expect(gate.promise).toMatchObject({ status: 'fulfilled', value: Counter });
  });
});

const fixtureCode: DemoCode = {
  ts: { code: 'const a: number = 1;\n', html: 'const a: number = 1;' },
  js: { code: 'const a = 1;\n', html: 'const a = 1;' },
  files: [],
};

function demoData(id: string, name: string): DemoData {
  return {
    id,
    name,
    options: { bg: 'outlined', hideToolbar: false, disableAd: false, disableLiveEdit: false, iframe: false },
    preview: '&lt;Counter /&gt;',
    openedHtml: null,
    files: [],
    shapes: { TS: [codeShape(fixtureCode.ts.code)], JS: [codeShape(fixtureCode.js.code)] },
    codeUrl: `/static/demo-code/${name}.json`,
    sourcePath: `docs/data/${id}.tsx`,
  };
}

/** Serves the fixture sources at every demo's address, and counts the requests. */
const answerWith = (status: number, body: unknown) => () => Promise.resolve({ ok: status < 400, status, json: () => Promise.resolve(body) } as Response);

function serveCode(answer: () => Promise<Response> = answerWith(200, fixtureCode)) {
  const fetchMock = jest.fn((_url: string) => answer());
  Object.assign(globalThis, { fetch: fetchMock });
  return fetchMock;
}

/** Renders, then lets the demo's gate open and its (mocked) chunk resolve inside act. */
async function renderDemos(ui: React.ReactElement) {
  await act(async () => {
    renderWithProviders(ui);
  });
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('DemoBox', () => {
  beforeEach(() => {
    document.cookie = 'codeVariant=; max-age=0; path=/';
  });

  it('renders the live demo, switches variants and resets', async () => {
    const fetchMock = serveCode();
    await renderDemos(<DemoBox demo={demoData('fixtures/Counter', 'Counter')} />);
    const button = screen.getByRole('button', { name: 'clicked 0' });
    expect(document.querySelector('[data-demo="fixtures/Counter"]')).toHaveAttribute('data-demo-live', 'true');
    fireEvent.click(button);
    expect(screen.getByRole('button', { name: 'clicked 1' })).toBeVisible();

    // Prism, loaded by the parsePage import above, re-highlights panels in jsdom: compare text.
    const panel = () => document.querySelector('[data-code-panel]');
    expect(panel()).toHaveTextContent('<Counter />');
    // The page came with the preview only: the full code is fetched on first use, once.
    expect(fetchMock).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Expand code' }));
    });
    expect(panel()).toHaveTextContent('const a: number = 1;');
    expect(fetchMock).toHaveBeenCalledWith('/static/demo-code/Counter.json');
    fireEvent.click(screen.getByRole('button', { name: 'JS' }));
    expect(panel()).toHaveTextContent('const a = 1;');
    expect(document.cookie).toContain('codeVariant=JS');
    fireEvent.click(screen.getByRole('button', { name: 'Collapse code' }));
    expect(panel()).toHaveTextContent('<Counter />');
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Reset demo' }));
    });
    expect(screen.getByRole('button', { name: 'clicked 0' })).toBeVisible();
  });

  it('leaves the live demo alone while its toolbar is used: no re-render of it for the code panel or the variant', async () => {
    serveCode();
    await renderDemos(<DemoBox demo={demoData('fixtures/Counter', 'Quiet')} />);
    const rendered = counterRenders;
    const toolbar = screen.getByRole('toolbar', { name: 'Demo source' });
    await act(async () => {
      fireEvent.pointerEnter(toolbar);
      fireEvent.focus(within(toolbar).getByRole('button', { name: 'Expand code' }));
      fireEvent.click(within(toolbar).getByRole('button', { name: 'Expand code' }));
    });
    expect(document.querySelector('[data-code-panel]')).toHaveTextContent('const a: number = 1;');
    fireEvent.click(within(toolbar).getByRole('button', { name: 'JS' }));
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Collapse code' }));
    expect(counterRenders).toBe(rendered);
    // A reset is the one action that starts the demo again.
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Reset demo' }));
    });
    expect(counterRenders).toBeGreaterThan(rendered);
  });

  it('copies the source of the chosen variant', async () => {
    serveCode();
    const writeText = jest.fn(() => Promise.resolve());
    Object.assign(navigator, { clipboard: { writeText } });
    await renderDemos(<DemoBox demo={demoData('fixtures/Counter', 'Counter')} />);
    const toolbar = screen.getByRole('toolbar', { name: 'Demo source' });
    await act(async () => {
      fireEvent.click(within(toolbar).getByRole('button', { name: 'Copy the source' }));
    });
    expect(writeText).toHaveBeenCalledWith('const a: number = 1;\n');
    expect(within(toolbar).getByRole('button', { name: 'Copied' })).toHaveAttribute('data-ga-event-action', 'copy');
    expect(within(toolbar).getByRole('link', { name: 'View the source on GitHub' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/blob\/v\d+\.\d+\.\d+[^/]*\/docs\/data\/fixtures\/Counter\.tsx$/),
    );
  });

  it('opens the code panel at once, holding the place of the code while it arrives', async () => {
    let arrive: (response: Response) => void = () => {};
    serveCode(() => new Promise<Response>((resolve) => (arrive = resolve)));
    await renderDemos(<DemoBox demo={demoData('fixtures/Counter', 'Pending')} />);
    fireEvent.click(screen.getByRole('button', { name: 'Expand code' }));
    const waiting = document.getElementById('demo-code-Pending');
    expect(waiting).toHaveAttribute('aria-busy', 'true');
    expect(waiting?.querySelector('pre')?.textContent).toBe(placeholderText('Loading the source…', codeShape(fixtureCode.ts.code)));
    await act(async () => {
      arrive(await answerWith(200, fixtureCode)());
    });
    expect(document.querySelector('[data-code-panel]')).toHaveTextContent('const a: number = 1;');
    expect(document.getElementById('demo-code-Pending')).not.toHaveAttribute('aria-busy');
  });

  it('says when the sources cannot be fetched, and fetches them again on retry', async () => {
    let failing = true;
    const fetchMock = serveCode(() => (failing ? answerWith(500, null)() : answerWith(200, fixtureCode)()));
    await renderDemos(<DemoBox demo={demoData('fixtures/Counter', 'Retry')} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Expand code' }));
    });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The source could not be loaded.');
    failing = false;
    await act(async () => {
      fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    });
    expect(document.querySelector('[data-code-panel]')).toHaveTextContent('const a: number = 1;');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('contains a demo that throws: the error shows, the rest of the page keeps working', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    await renderDemos(
      <>
        <DemoBox demo={demoData('fixtures/Broken', 'Broken')} />
        <DemoBox demo={demoData('fixtures/Counter', 'Counter')} />
      </>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('This demo crashed.');
    expect(alert).toHaveTextContent('the rows prop is missing');
    expect(within(alert).getByRole('link', { name: 'Report this demo' })).toHaveAttribute('href', expect.stringContaining('/issues/new'));
    expect(screen.getByRole('button', { name: 'clicked 0' })).toBeVisible();
    expect(warn).toHaveBeenCalledWith('Demo Broken failed: the rows prop is missing');
    warn.mockRestore();
    error.mockRestore();
  });
});
