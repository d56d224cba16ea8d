import fs from 'node:fs';
import { loadApiIndex, loadApiPage } from '../../../../../src/node/api/loadApiPage';
import type { ComponentPage, InterfaceApi } from '../../../../../src/shared/api/apiTypes';
import { TWIN_LIMIT } from '../../../../../src/node/agents/splitTwin';
import { createDemoLookup, loadDemoLookup } from '../../../../../src/node/demos/demoData';
import { loadDirectiveSources } from '../../../../../src/node/directives/loadDirectiveSources';
import { createTranslator, requireString } from '../../../../../src/shared/i18n/translator';
import { translations } from '../../../../../src/shared/i18n/translations';
import { markdownTwinPath } from '../../../../../src/shared/nav/routes';
import { apiIndexTwin, apiPageTwin } from '../../../../../src/node/seo/markdownTwin/apiTwin';
import { guideTwin, MarkdownTwinError, splitCodeSpans } from '../../../../../src/node/seo/markdownTwin/guideTwin';
import { formatProblem, MarkdownBuildError } from '../../../../../src/node/markdown/errors';
import { parsePage } from '../../../../../src/node/markdown/parsePage';
import { htmlToInlineMarkdown, htmlToMarkdown } from '../../../../../src/node/seo/markdownTwin/htmlToMarkdown';
import { escapeMarkdownText, fencedCode, inlineCode, tidyMarkdown } from '../../../../../src/node/seo/markdownTwin/markdownText';
import { markdownTable, tableCell } from '../../../../../src/node/seo/markdownTwin/markdownTable';
import { fakeSources } from '../../../support/directiveFixtures';

const ORIGIN = 'https://docs.example';
const english = createTranslator(translations, 'en');
const t = (key: string) => requireString(english, key);

describe('markdown table', () => {
  it('writes a header, a separator and one line per row', () => {
    expect(markdownTable(['Name', 'Type'], [['`a`', '`string`'], ['`b`', '']])).toBe(
      ['| Name | Type |', '| --- | --- |', '| `a` | `string` |', '| `b` |  |'].join('\n'),
    );
  });

  it('escapes pipes, also inside code, keeps escaped ones single, and keeps a row on one line', () => {
    expect(tableCell("`'a' | 'b'`")).toBe("`'a' \\| 'b'`");
    expect(tableCell('already \\| escaped')).toBe('already \\| escaped');
    expect(tableCell('first line\n  second line')).toBe('first line second line');
    const table = markdownTable(['Type'], [['x | y\nz']]);
    expect(table.split('\n')).toHaveLength(3);
    // Unescaped, the pipe would make this row two cells wide.
    expect(table.split('\n')[2]).toBe('| x \\| y z |');
  });

  it('refuses a row with the wrong number of cells rather than shifting columns', () => {
    expect(() => markdownTable(['Name', 'Type'], [['only one']])).toThrow(/row 1 has 1 cells for 2 columns/);
  });
});

describe('markdown text', () => {
  it('fences code with more backticks than it contains', () => {
    expect(fencedCode('const a = 1;', 'ts')).toBe('```ts\nconst a = 1;\n```');
    expect(fencedCode('const s = `\n```\n`;\n', 'ts')).toBe('````ts\nconst s = `\n```\n`;\n````');
  });

  it('writes code spans that survive backticks and line breaks', () => {
    expect(inlineCode('a | b')).toBe('`a | b`');
    expect(inlineCode('say `hi`')).toBe('`` say `hi` ``');
    expect(inlineCode('one\n  two')).toBe('`one two`');
  });

  it('escapes only what would change the meaning of plain text', () => {
    expect(escapeMarkdownText('Array<string> or a < b')).toBe('Array\\<string> or a < b');
    expect(escapeMarkdownText('row_id, _private_ and *stars*')).toBe('row_id, \\_private\\_ and \\*stars\\*');
    expect(escapeMarkdownText('GridColDef[] and [a](b)')).toBe('GridColDef[] and [a\\](b)');
  });

  it('tidies blank lines and trailing blanks outside code only', () => {
    expect(tidyMarkdown('\n\n# T  \n\n\n\ntext\n```\ncode  \n\n\n\nmore\n```\n\n')).toBe('# T\n\ntext\n```\ncode  \n\n\n\nmore\n```\n');
  });

  it('tells code spans from the prose around them', () => {
    expect(splitCodeSpans('a `b` c ``d ` e`` \\`f` g')).toEqual([
      { code: false, text: 'a ' },
      { code: true, text: '`b`' },
      { code: false, text: ' c ' },
      { code: true, text: '``d ` e``' },
      { code: false, text: ' \\`f` g' },
    ]);
  });
});

describe('HTML from the API generator as Markdown', () => {
  const options = { origin: ORIGIN, pageUrl: `${ORIGIN}/x/api/data-grid/data-grid/` };

  it('keeps paragraphs, lists, code and links, with site links absolute', () => {
    const html =
      '<p>Set of <a href="/x/api/data-grid/grid-col-def/">columns</a> of type <code>GridColDef</code>.</p>\n' +
      '<ul>\n<li>First <strong>item</strong></li>\n<li>Second, see <a href="#slots">slots</a></li>\n</ul>\n<pre><code class="language-ts">const a = 1;</code></pre>';
    expect(htmlToMarkdown(html, options)).toBe(
      [
        `Set of [columns](${ORIGIN}/x/api/data-grid/grid-col-def/) of type \`GridColDef\`.`,
        '',
        '- First **item**',
        `- Second, see [slots](${ORIGIN}/x/api/data-grid/data-grid/#slots)`,
        '',
        '```ts\nconst a = 1;\n```',
      ].join('\n'),
    );
  });

  it('puts everything on one line for a table cell, escaping decoded text', () => {
    const html = '<p>On the &lt;SimpleTreeView /&gt;:</p>\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n<p>Done.</p>';
    expect(htmlToInlineMarkdown(html, options)).toBe('On the \\<SimpleTreeView />: • one • two Done.');
  });
});

const demoEntry = (name: string, ts: string, files: Array<{ tsName: string; ts: string }> = []) => ({
  id: `guide/things/${name}`,
  name,
  folder: 'guide/things',
  ts,
  js: '// the JavaScript variant stays out of the twin\n',
  preview: null,
  files: files.map((file) => ({ ...file, jsName: file.tsName.replace(/\.tsx?$/, '.js'), js: '' })),
  codeUrl: `/static/demo-code/${name}.json`,
});

const demos = createDemoLookup({
  'guide/things/BasicDemo': demoEntry('BasicDemo', 'export default function BasicDemo() {\n  return <div className="basic" />;\n}\n'),
  'guide/things/ServerDemo': demoEntry('ServerDemo', "import { fetchRows } from './fakeServer';\n", [{ tsName: 'fakeServer.ts', ts: 'export const fetchRows = () => [];\n' }]),
});

const GUIDE = `---
title: Guide - Things
productId: x-data-grid
components: DataGrid
---

# Guide - Things <span class="plan-pro"></span>

<p class="description">Shows <a href="/x/introduction/">everything</a> a twin must handle.</p>

## Basics

Press <kbd class="key">Enter</kbd>, then read [the licensing page](/x/introduction/licensing/#pro-plan) or [this section](#basics).
Code spans stay as written: \`<Grid href="/x/a/" />\` and \`[x](/y/)\`.

{{"demo": "BasicDemo.js", "bg": "inline"}}

:::warning
Be careful with [links](/x/react-data-grid/).
:::

{{"component": "FeatureHighlights", "items": [{"title": "Sorting", "text": "Order rows by any column.", "href": "/x/react-data-grid/sorting/"}]}}

<codeblock storageKey="package-manager">
\`\`\`bash npm
npm install @mui/x-data-grid
\`\`\`
\`\`\`bash yarn
yarn add @mui/x-data-grid
\`\`\`
</codeblock>

{{"demo": "ServerDemo.js"}}

\`\`\`tsx
<div>untouched](/x/react-data-grid/)</div>
\`\`\`

<details>
<summary>Is \`x\` a question?</summary>

Yes.

</details>
`;

function twinOf(source: string, demoLookup = demos): string {
  return guideTwin({ source, file: 'data/guide/things/things.md', pathname: '/x/guide/things', origin: ORIGIN, demos: demoLookup, directives: fakeSources() });
}

describe('guide twin', () => {
  const twin = twinOf(GUIDE);

  it('starts with the title and the description, without front matter or HTML', () => {
    expect(twin.startsWith(`# Guide - Things (Pro plan)\n\nShows [everything](${ORIGIN}/x/introduction/) a twin must handle.\n\n## Basics\n`)).toBe(true);
    expect(twin).not.toContain('productId:');
    expect(twin).not.toContain('<p class');
  });

  it("inlines each demo's TypeScript source, and every file of a multi-file demo, with its file name", () => {
    expect(twin).toContain('```tsx title="BasicDemo.tsx"\nexport default function BasicDemo() {\n  return <div className="basic" />;\n}\n```');
    expect(twin).toContain('```tsx title="ServerDemo.tsx"\nimport { fetchRows } from \'./fakeServer\';\n```\n\n```ts title="fakeServer.ts"\nexport const fetchRows = () => [];\n```');
    expect(twin).not.toContain('{{');
    expect(twin).not.toContain('JavaScript variant');
  });

  it('makes links absolute, in-page anchors included, but leaves code alone', () => {
    expect(twin).toContain(`[the licensing page](${ORIGIN}/x/introduction/licensing/#pro-plan) or [this section](${ORIGIN}/x/guide/things/#basics)`);
    expect(twin).toContain('`<Grid href="/x/a/" />` and `[x](/y/)`');
    expect(twin).toContain('<div>untouched](/x/react-data-grid/)</div>');
    expect(twin).toContain(`- [\`<DataGrid />\`](${ORIGIN}/x/api/data-grid/data-grid/)`);
  });

  it('turns callouts, keys, code tabs, questions and component directives into Markdown', () => {
    expect(twin).toContain(`> [!WARNING]\n> Be careful with [links](${ORIGIN}/x/react-data-grid/).\n\n`);
    expect(twin).toContain('Press `Enter`');
    expect(twin).toContain('```bash title="npm"\nnpm install @mui/x-data-grid\n```\n\n```bash title="yarn"\nyarn add @mui/x-data-grid\n```');
    expect(twin).toContain('**Is `x` a question?**\n\nYes.');
    expect(twin).not.toMatch(/<\/?(details|summary|kbd|span|codeblock)/);
    expect(twin).toContain(`- [Sorting](${ORIGIN}/x/react-data-grid/sorting/): Order rows by any column.`);
  });

  it('records the preview the page shows above a demo, not for a demo shown open or without its code', () => {
    const withPreview = (name: string) => ({ ...demoEntry(name, `export default function ${name}() {}\n`), preview: `<${name} />` });
    const lookup = createDemoLookup({
      'guide/things/Shown': withPreview('Shown'),
      'guide/things/Opened': withPreview('Opened'),
      'guide/things/Bare': withPreview('Bare'),
      'guide/things/NoPreview': demoEntry('NoPreview', 'export default function NoPreview() {}\n'),
    });
    const source = [
      '# Guide - Things',
      '{{"demo": "Shown.js"}}',
      '{{"demo": "Opened.js", "defaultCodeOpen": true}}',
      '{{"demo": "Bare.js", "hideToolbar": true}}',
      '{{"demo": "NoPreview.js"}}',
    ].join('\n\n');
    const shownPreviews = new Map<string, string>();
    guideTwin({ source, file: 'data/guide/things/things.md', pathname: '/x/guide/things', origin: ORIGIN, demos: lookup, directives: fakeSources(), shownPreviews });
    expect([...shownPreviews]).toEqual([['Shown.tsx', '<Shown />']]);
  });

  it('fails, naming the line, when a demo is missing from the manifest', () => {
    const source = 'Line one.\n\n{{"demo": "GhostDemo.js"}}\n';
    expect(() => twinOf(`---\ntitle: Ghost\ndescription: Gone.\n---\n\n${source}`)).toThrow(MarkdownTwinError);
    expect(() => twinOf(`---\ntitle: Ghost\ndescription: Gone.\n---\n\n${source}`)).toThrow(
      /data\/guide\/things\/things\.md:8: Demo GhostDemo is not in src\/demos\/generated\/manifest\.json.*BasicDemo, ServerDemo/,
    );
  });

  it('fails on HTML it cannot express rather than leaving it in', () => {
    expect(() => twinOf('---\ntitle: Frame\ndescription: A frame.\n---\n\nIntro.\n\n<iframe src="/x/clip.html"></iframe>\n')).toThrow(
      /things\.md:8: The Markdown twin has no form for <iframe src="\/x\/clip\.html">/,
    );
  });

  it('shows images with absolute addresses, one of a light/dark pair, and videos as links', () => {
    const media = twinOf(
      '---\ntitle: Media\ndescription: Pictures.\n---\n\n' +
        '![A chart](/static/x/chart.png)\n\n' +
        '<img class="only-light-mode" src="/static/x/light.svg" alt="The layout">\n<img class="only-dark-mode" src="/static/x/dark.svg" alt="The layout">\n\n' +
        '<video src="/static/x/clip.mp4" poster="/static/x/clip.png" aria-label="Resizing a column" autoplay></video>\n',
    );
    expect(media).toContain(`![A chart](${ORIGIN}/static/x/chart.png)`);
    expect(media).toContain(`![The layout](${ORIGIN}/static/x/light.svg)`);
    expect(media).not.toContain('dark.svg');
    expect(media).toContain(`[Video: Resizing a column](${ORIGIN}/static/x/clip.mp4)`);
    expect(media).not.toMatch(/<(img|video)/);
  });

  it('writes the real pagination page with its demos from the generated manifest', () => {
    const file = 'data/data-grid/pagination/pagination.md';
    const directives = loadDirectiveSources(process.cwd(), () => true);
    const real = guideTwin({ source: fs.readFileSync(file, 'utf8'), file, pathname: '/x/react-data-grid/pagination', origin: ORIGIN, demos: loadDemoLookup(), directives });
    expect(real.startsWith('# Data Grid - Pagination\n\n')).toBe(true);
    const server = loadDemoLookup().find('data-grid/pagination', 'ServerPaginationGrid');
    expect(server).toBeDefined();
    expect(real).toContain(server!.ts.trim());
    expect(real).toContain(server!.files[0].ts.trim());
    expect(markdownTwinPath('/x/react-data-grid/pagination')).toBe('/x/react-data-grid/pagination.md');
    // Its member lists are tables of the generated API data.
    expect(real).toContain('Members of `GridPaginationApi`, available on `apiRef.current`:\n\n| Member | Signature | Description |');
    expect(real).toContain('| `setPage` | `(page: number) => void` |');
    expect(real).toMatch(/\| `gridPageCountSelector` \| `\(apiRef\) => number` \| .+ \|/);
  });

  it('writes each component directive in a form Markdown has', () => {
    const withDirective = (directive: string) =>
      twinOf(`---\ntitle: Parts\ndescription: Every directive.\n---\n\nBefore.\n\n${directive}\n\nAfter.\n`);
    expect(withDirective('{{"component": "ApiMethods", "interface": "GridSortApi"}}')).toContain(
      '| Member | Signature | Description |\n| --- | --- | --- |\n| `setSortModel` | `(model: GridSortModel) => void` | Updates the sort model. `model`: The model to apply. |',
    );
    expect(withDirective('{{"component": "Selectors", "category": "Sorting"}}')).toContain('| `gridSortModelSelector` | `(apiRef) => GridSortModel` | Get the current sorting model. |');
    expect(withDirective('{{"component": "InstallationInstructions", "packages": ["@mui/x-data-grid"]}}')).toContain(
      '```bash title="npm"\nnpm install @mui/x-data-grid@8.8.0 @mui/material@^7.3.9 @emotion/react@^11.14.0 @emotion/styled@^11.14.1\n```\n\n```bash title="pnpm"',
    );
    expect(
      withDirective('{{"component": "FeatureTable", "groups": [{"title": "Rows", "features": [{"name": "Row pinning", "plan": "pro", "href": "/x/react-data-grid/"}]}]}}'),
    ).toContain(`| Feature | Community | Pro | Premium |\n| --- | --- | --- | --- |\n| **Rows** |  |  |  |\n| [Row pinning](${ORIGIN}/x/react-data-grid/) | No | Yes | Yes |`);
    expect(
      withDirective('{{"component": "PlanComparison", "plans": [{"plan": "community", "package": "@mui/x-data-grid", "summary": "Free.", "features": ["Sorting"]}, {"plan": "pro", "package": "@mui/x-data-grid-pro", "summary": "More.", "features": ["Pinning", "Tree data"]}]}}'),
    ).toContain(`| [Pro](${ORIGIN}/x/introduction/licensing/#pro-plan) | Commercial | \`@mui/x-data-grid-pro@8.8.0\` | More. | Everything in Community, plus: Pinning; Tree data |`);
  });

  it('reads directives as the page build does: the same ones, the same problems at the same lines', () => {
    const source = '---\ntitle: Same\ndescription: Read once.\n---\n\n```md\n{{"demo": "GhostDemo.js"}}\n```\n\n{{"demo": "BasicDemo.js"}}\n\n{{"component": "Selectors",}}\n';
    const pageProblems = (() => {
      try {
        parsePage(source, { file: 'data/guide/things/things.md', pathname: '/x/guide/things', routeExists: () => true, demos, directiveSources: fakeSources() });
      } catch (error) {
        if (error instanceof MarkdownBuildError) return error.problems.map(formatProblem);
        throw error;
      }
      return [];
    })();
    expect(pageProblems).toEqual([expect.stringMatching(/^data\/guide\/things\/things\.md:12: Invalid directive JSON/)]);
    expect(() => twinOf(source)).toThrow(pageProblems[0]);
    const fixed = twinOf(source.replace('"Selectors",}}', '"FeatureHighlights", "items": [{"title": "Sorting", "text": "Order rows.", "href": "/x/react-data-grid/sorting/"}]}}'));
    // The fenced line is code in both; the real demo is inlined, never left as a directive.
    expect(fixed).toContain('```md\n{{"demo": "GhostDemo.js"}}\n```');
    expect(fixed).toContain('```tsx title="BasicDemo.tsx"');
    expect(fixed.match(/\{\{/g)).toHaveLength(1);
  });

  it('fails, naming the line, on a directive it cannot compute', () => {
    expect(() => twinOf('---\ntitle: Bad\ndescription: Broken.\n---\n\n{{"component": "Selectors", "category": "Sortng"}}\n')).toThrow(
      /things\.md:6: Component "Selectors": unknown selector category "Sortng"/,
    );
  });
});

describe('API twin', () => {
  const api: ComponentPage = {
    kind: 'component',
    name: 'DataGridPro',
    folder: 'data-grid',
    pathname: '/x/api/data-grid/data-grid-pro/',
    plan: 'pro',
    imports: ["import { DataGridPro } from '@mui/x-data-grid-pro/DataGridPro';", "import { DataGridPro } from '@mui/x-data-grid-pro';"],
    descriptionHtml: '',
    demos: [{ title: 'Data Grid - Pagination', pathname: '/x/react-data-grid/pagination/' }],
    props: [
      {
        name: 'density',
        typeHtml: '&#39;compact&#39; | &#39;standard&#39;',
        required: false,
        default: '"standard"',
        descriptionHtml: '<p>Set the density: <code>a | b</code>.</p>',
      },
      { name: 'rows', typeHtml: 'readonly <a href="/x/api/data-grid/grid-row-model/">GridRowModel</a>[]', required: true, descriptionHtml: '<p>Rows.</p>' },
      {
        name: 'autoHeight',
        typeHtml: 'boolean',
        required: false,
        default: 'false',
        descriptionHtml: '<p>Grows with its rows.</p>',
        deprecatedHtml: '<p>Use a flex parent</p>',
      },
      {
        name: 'onRowClick',
        typeHtml: '(params: GridRowParams) =&gt; void',
        required: false,
        descriptionHtml: '<p>Row clicked.</p>',
        signature: { type: '(params: GridRowParams) => void', params: [{ name: 'params', descriptionHtml: '<p>The row.</p>' }] },
        plan: 'pro',
      },
    ],
    slots: [{ name: 'toolbar', descriptionHtml: '<p>The toolbar.</p>', default: 'Toolbar', className: 'MuiDataGrid-toolbar' }],
    classes: [{ key: 'selected', className: 'Mui-selected', descriptionHtml: '<p>A | B</p>', isGlobal: true }],
    themeName: 'MuiDataGrid',
    inheritedProps: [],
    inheritedSlots: [],
  };
  const twin = apiPageTwin(api, { origin: ORIGIN, t });
  const lines = twin.split('\n');

  it('has the title, the description, the demos and the import block', () => {
    expect(twin.startsWith('# DataGridPro API\n\nAPI reference of the React DataGridPro component: its props, slots and CSS classes. (Pro plan)\n\n## Demos\n')).toBe(true);
    expect(twin).toContain(`- [Data Grid - Pagination](${ORIGIN}/x/react-data-grid/pagination/)`);
    expect(twin).toContain("## Import\n\n```jsx\nimport { DataGridPro } from '@mui/x-data-grid-pro/DataGridPro';\n// or\nimport { DataGridPro } from '@mui/x-data-grid-pro';\n```");
  });

  it('lists props as table rows with type, default and description, pipes escaped', () => {
    expect(lines).toContain('| Name | Type | Default | Description |');
    expect(lines).toContain("| `density` | `'compact' \\| 'standard'` | `\"standard\"` | Set the density: `a \\| b`. |");
    expect(lines).toContain('| `rows` **Required** | `readonly GridRowModel[]` |  | Rows. |');
    expect(lines).toContain('| `autoHeight` | `boolean` | `false` | **Deprecated**: Use a flex parent. Grows with its rows. |');
    expect(lines).toContain('| `onRowClick` (Pro plan) | `(params: GridRowParams) => void` |  | Row clicked. Signature: `(params: GridRowParams) => void` `params`: The row. |');
    // Every row of every table has as many cells as its header: no pipe leaked out of its cell.
    const cells = (line: string) => line.replace(/\\\|/g, '').split('|').length;
    for (const table of twin.split('\n\n').filter((block) => block.startsWith('| '))) {
      const [header, ...rows] = table.trim().split('\n');
      for (const row of rows) expect(cells(row)).toBe(cells(header));
    }
  });

  it('adds the theme key, slots and CSS classes', () => {
    expect(twin).toContain('### Theme default props\n\nSet default props for every instance with the theme key `MuiDataGrid`');
    expect(lines).toContain('| `toolbar` | `Toolbar` | `.MuiDataGrid-toolbar` | The toolbar. |');
    expect(lines).toContain('| `selected` | `.Mui-selected` | Global state class. A \\| B |');
  });

  it('writes interface pages with a Properties table and no slots', () => {
    const face: InterfaceApi = { ...api, kind: 'interface', name: 'GridRowParams', properties: api.props.slice(0, 1), plan: undefined };
    const text = apiPageTwin(face, { origin: ORIGIN, t });
    expect(text).toContain('API reference of the GridRowParams interface');
    expect(text).toContain('## Properties\n\n| Name | Type | Default | Description |');
    expect(text).not.toContain('## Slots');
  });

  it("lists what a lower version's page gives by name, linked there, and points to a classes page", () => {
    const pro: ComponentPage = {
      ...api,
      inheritedProps: [{ from: { component: 'DataGrid', pathname: '/x/api/data-grid/data-grid/' }, names: ['columns', 'rows'] }],
      inheritedSlots: [{ from: { component: 'DataGrid', pathname: '/x/api/data-grid/data-grid/' }, names: ['footer'] }],
      classesPage: { component: 'gridClasses', pathname: '/x/api/data-grid/grid-classes/' },
    };
    const text = apiPageTwin(pro, { origin: ORIGIN, t });
    expect(text).toContain(
      `### Props from DataGrid\n\nThese work as they do on [\`DataGrid\`](${ORIGIN}/x/api/data-grid/data-grid/), whose page describes each one: a name links to its entry there.\n\n` +
        `- [\`columns\`](${ORIGIN}/x/api/data-grid/data-grid/#data-grid-prop-columns)\n- [\`rows\`](${ORIGIN}/x/api/data-grid/data-grid/#data-grid-prop-rows)\n\n### Theme default props`,
    );
    expect(text).toContain(`### Slots from DataGrid\n\nThese work`);
    expect(text).toContain(`- [\`footer\`](${ORIGIN}/x/api/data-grid/data-grid/#data-grid-slot-footer)`);
    expect(text).toContain(`## CSS classes\n\nThe CSS classes of DataGridPro are listed on the page of [\`gridClasses\`](${ORIGIN}/x/api/data-grid/grid-classes/), with the class name of each rule.`);
    expect(text).not.toContain('`.Mui-selected`');
  });

  it('writes the generated Data Grid pages, each under the size an agent keeps, and both API index pages', () => {
    const grid = loadApiPage('/x/api/data-grid/data-grid');
    expect(grid).not.toBeNull();
    const text = apiPageTwin(grid!, { origin: ORIGIN, t });
    expect(text).toContain('| `columns` **Required** |');
    expect(text).toContain('## CSS classes\n\nThe CSS classes of DataGrid are listed on the page of [`gridClasses`]');
    for (const name of ['data-grid', 'data-grid-pro', 'data-grid-premium', 'grid-classes']) {
      expect(apiPageTwin(loadApiPage(`/x/api/data-grid/${name}`)!, { origin: ORIGIN, t }).length).toBeLessThan(TWIN_LIMIT);
    }
    const premium = apiPageTwin(loadApiPage('/x/api/data-grid/data-grid-premium')!, { origin: ORIGIN, t });
    expect(premium).toContain('### Props from DataGridPro');
    expect(premium).toContain('### Props from DataGrid');
    expect(premium).toContain('| `rowGroupingModel` (Premium plan) |');

    const index = apiIndexTwin(loadApiIndex('/x/api/data-grid')!, { origin: ORIGIN, t });
    expect(index.startsWith('# Data Grid API\n')).toBe(true);
    expect(index).toContain(`- [\`DataGridPro\`](${ORIGIN}/x/api/data-grid/data-grid-pro/) (Pro plan)`);
    const pickers = apiIndexTwin(loadApiIndex('/x/api/date-pickers')!, { origin: ORIGIN, t });
    expect(pickers).toMatch(/### Date Range Pickers \(Pro plan\)\n\n- \[`DateRangePicker`\]\(https:\/\/docs\.example\/x\/api\/date-pickers\/date-range-picker\/\)\n/);
  });
});
