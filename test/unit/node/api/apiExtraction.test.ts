import { readFileSync } from 'node:fs';
import path from 'node:path';
import { docToHtml, typeToHtml } from '../../../../src/node/api/docHtml';
import { createApiProgram } from '../../../../src/node/api/extractApi';
import { extractGridApiObjects } from '../../../../src/node/api/extractGridApiObjects';
import { generateApiPages } from '../../../../src/node/api/generateApiPages';
import type { ApiFolder } from '../../../../src/node/api/reference';
import type { ComponentApi, GridApiObjects, InterfaceApi } from '../../../../src/shared/api/apiTypes';
import { routeForMarkdownPath, markdownPathForRoute } from '../../../../src/node/markdown/contentPath';

const FIXTURE = path.join(__dirname, '../../../fixtures/api/packages');
const folder: ApiFolder = { folder: 'widgets', packages: ['@acme/widgets', '@acme/widgets-pro'], components: ['Button', 'TimedButton'], interfaces: ['WidgetOptions'] };

function generate(folders: ApiFolder[] = [folder]) {
  return generateApiPages({
    folders,
    entryOf: (specifier) => path.join(FIXTURE, specifier, 'index.d.ts'),
    requireModule: (pkg) => (pkg === '@acme/widgets' ? { buttonClasses: { root: 'AcmeButton-root', disabled: 'Mui-disabled', icon: 'AcmeButton-icon' } } : {}),
    demosFor: (name) => (name === 'Button' ? [{ title: 'Buttons', pathname: '/x/buttons/' }] : []),
  });
}

describe('API extraction from typings', () => {
  const generated = generate();
  const button = generated.pages.find((page) => page.name === 'Button') as ComponentApi;

  it('reads a prop’s type as written, default, requirement, description, deprecation and signature', () => {
    expect(button.props.map((prop) => prop.name)).toEqual(['label', 'noDescription', 'onPress', 'size', 'slots', 'text']);
    const byName = Object.fromEntries(button.props.map((prop) => [prop.name, prop]));
    expect(byName.label).toMatchObject({ required: true, typeHtml: 'string' });
    expect(byName.label.descriptionHtml).toBe('<p>What the button says. See <code>WidgetSize</code> for sizes.</p>');
    expect(byName.size).toMatchObject({ required: false, default: "'medium'", typeHtml: 'WidgetSize' });
    expect(byName.text.deprecatedHtml).toBe('<p>Use <code>label</code> instead.</p>');
    // A default explained in words is markdown, not code.
    expect(byName.text.default).toBeUndefined();
    expect(byName.text.defaultHtml).toBe("<p><code>label</code> when set, <code>''</code> otherwise.</p>");
    expect(byName.onPress.signature).toEqual({
      type: '(event: React.MouseEvent, count: number) => boolean',
      params: [
        { name: 'event', descriptionHtml: '<p>The click event.</p>' },
        { name: 'count', descriptionHtml: '<p>How many times it was pressed.</p>' },
      ],
      returnsHtml: '<p>Whether to keep the focus.</p>',
    });
    // TimedButton inherits the two through its props.
    expect(generated.undescribed).toEqual(['Button: noDescription', 'Button: slots', 'TimedButton: noDescription', 'TimedButton: slots']);
  });

  it('reads slots, CSS classes (global state classes flagged), imports, demos and the description', () => {
    expect(button.slots).toEqual([{ name: 'icon', descriptionHtml: '<p>The icon shown before the label.</p>', default: 'ButtonIcon', className: 'AcmeButton-icon' }]);
    expect(button.classes).toEqual([
      { key: 'disabled', className: 'Mui-disabled', descriptionHtml: '<p>State class applied when the button is disabled.</p>', isGlobal: true },
      { key: 'icon', className: 'AcmeButton-icon', descriptionHtml: '<p>Styles applied to the icon slot.</p>', isGlobal: false },
      { key: 'root', className: 'AcmeButton-root', descriptionHtml: '<p>Styles applied to the root element.</p>', isGlobal: false },
    ]);
    // The Pro package's deprecated stub is not a way to import it.
    expect(button.imports).toEqual(["import { Button } from '@acme/widgets/Button';", "import { Button } from '@acme/widgets';"]);
    expect(button.plan).toBeUndefined();
    expect(button.demos).toEqual([{ title: 'Buttons', pathname: '/x/buttons/' }]);
    expect(button.descriptionHtml).toBe('<p>A button that says what it does.</p>');
  });

  it('infers the plan from the package and documents interfaces, linking names that have pages', () => {
    const timed = generated.pages.find((page) => page.name === 'TimedButton') as ComponentApi;
    expect(timed.plan).toBe('pro');
    expect(timed.props.find((prop) => prop.name === 'seconds')).toMatchObject({ required: true, typeHtml: 'number' });
    // Its props extend the Button's, so the page says so and links there.
    expect(timed.inheritance).toEqual({ component: 'Button', pathname: '/x/api/widgets/button/' });
    expect(button.inheritance).toBeUndefined();
    const options = generated.pages.find((page) => page.name === 'WidgetOptions') as InterfaceApi;
    expect(options.pathname).toBe('/x/api/widgets/widget-options/');
    expect(options.properties.map((prop) => [prop.name, prop.required, prop.default])).toEqual([
      ['order', false, '0'],
      ['visible', true, undefined],
    ]);
    expect(generated.manifest).toEqual({ widgets: { components: [{ name: 'Button' }, { name: 'TimedButton', plan: 'pro' }], interfaces: [{ name: 'WidgetOptions' }] } });
    expect(typeToHtml('Array<WidgetOptions>', (name) => (name === 'WidgetOptions' ? '/x/api/widgets/widget-options/' : null))).toBe(
      'Array&lt;<a href="/x/api/widgets/widget-options/">WidgetOptions</a>&gt;',
    );
    expect(docToHtml('Like [Input](/material-ui/api/input/), see [sorting](/x/react-data-grid/sorting/).', () => null)).toBe(
      '<p>Like <a href="https://mui.com/material-ui/api/input/">Input</a>, see <a href="/x/react-data-grid/sorting/">sorting</a>.</p>',
    );
    expect(docToHtml('Use it so:\n\n```tsx\n<Button label="Go" />\n```', () => null)).toBe(
      '<p>Use it so:</p>\n<pre tabindex="0"><code class="language-tsx">&lt;Button label=&quot;Go&quot; /&gt;\n</code></pre>',
    );
    expect(docToHtml('See [[WidgetOptions]] and {@link https://example.test the guide}.', () => '/x/w/')).toBe(
      '<p>See <a href="/x/w/"><code>WidgetOptions</code></a> and <a href="https://example.test">the guide</a>.</p>',
    );
  });

  it('fails with every name the packages do not export', () => {
    expect(() => generate([{ ...folder, components: ['Button', 'Slider', 'Knob'] }])).toThrow(
      'API reference: the packages do not export what the reference lists:\n  Slider (widgets) is not exported by @acme/widgets, @acme/widgets-pro\n  Knob (widgets) is not exported by @acme/widgets, @acme/widgets-pro',
    );
  });

  it('maps guide markdown back to its route', () => {
    for (const route of ['/x/react-data-grid', '/x/react-data-grid/sorting', '/x/introduction', '/x/react-date-pickers/date-picker']) {
      expect(routeForMarkdownPath(markdownPathForRoute(route))).toBe(route);
    }
    expect(routeForMarkdownPath('data/navTree.ts')).toBeNull();
  });
});

describe('grid API object and selectors from typings', () => {
  const packages = ['@acme/grid', '@acme/grid-pro'];
  const entryOf = (pkg: string) => path.join(FIXTURE, pkg, 'index.d.ts');
  const { interfaces, selectors } = extractGridApiObjects(createApiProgram(packages.map(entryOf)), packages, entryOf, (name) => (name === 'GridSortApi' ? '/x/api/grid/grid-sort-api/' : null));

  it('lists each API interface once with its documented members, plan from the first package exporting it', () => {
    expect(interfaces.map((entry) => [entry.name, entry.plan ?? 'community', entry.members.map((member) => member.name)])).toEqual([
      ['GridColumnPinningApi', 'pro', ['pinColumn']],
      ['GridSortApi', 'community', ['getSortModel', 'setSortModel']],
    ]);
    const setSortModel = interfaces[1].members[1];
    expect(setSortModel.typeHtml).toBe('(model: string[]) =&gt; void');
    expect(setSortModel.signature?.params).toEqual([{ name: 'model', descriptionHtml: '<p>The model to apply.</p>' }]);
  });

  it('reads selectors with their @category and the call a reader writes, leaving out ignored ones and components', () => {
    expect(selectors).toEqual([
      {
        name: 'gridOldSortSelector',
        category: 'Sorting',
        descriptionHtml: '<p>Get the sort model, or nothing.</p>',
        signatureHtml: '(apiRef) =&gt; string[] | null',
        deprecatedHtml: '<p>Use <code>gridSortModelSelector</code> instead.</p>',
      },
      { name: 'gridRowIdSelector', category: null, descriptionHtml: '<p>Get the id of a row.</p>', signatureHtml: '(apiRef, args?: { id: number }) =&gt; number' },
      { name: 'gridSortModelSelector', category: 'Sorting', descriptionHtml: '<p>Get the current sort model.</p>', signatureHtml: '(apiRef) =&gt; string[]' },
    ]);
  });
});

describe('grid API object and selectors of the installed packages', () => {
  // Written by `npm run generate`, which runs before the unit tests.
  const generated = JSON.parse(readFileSync(path.join(__dirname, '../../../../src/shared/api/generated/gridApiObjects.json'), 'utf8')) as GridApiObjects;

  it('has the feature interfaces guides list and the @category groups of the 8.8.0 typings', () => {
    const sortApi = generated.interfaces.find((entry) => entry.name === 'GridSortApi');
    expect(sortApi?.members.map((member) => member.name)).toEqual(expect.arrayContaining(['applySorting', 'getSortModel', 'setSortModel', 'sortColumn']));
    expect(generated.interfaces.find((entry) => entry.name === 'GridColumnPinningApi')?.plan).toBe('pro');
    const categories = new Set(generated.selectors.map((selector) => selector.category));
    for (const category of ['Aggregation', 'Columns', 'Filtering', 'Pagination', 'Sorting', 'Visible Columns']) expect(categories).toContain(category);
    expect(generated.selectors.find((selector) => selector.name === 'gridPaginationModelSelector')).toMatchObject({
      category: 'Pagination',
      signatureHtml: '(apiRef) =&gt; GridPaginationModel',
    });
    expect(generated.selectors.find((selector) => selector.name === 'gridAggregationModelSelector')?.plan).toBe('premium');
  });
});
