/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { resolveDirective } from '../../../../src/node/directives/resolveDirective';
import { installArguments, peersOf } from '../../../../src/node/directives/installCommands';
import { describeType, listOf, oneOf, optional, required, shape, text, validateOptions } from '../../../../src/node/directives/directiveOptions';
import type { ResolvedDirective } from '../../../../src/shared/directives/directiveProps';
import { DirectiveView } from '../../../../src/node/directives/directiveRegistry';
import { DIRECTIVE_NAMES } from '../../../../src/node/directives/directiveSpecs';
import { prerenderDirectives } from '../../../../src/node/directives/prerenderDirectives';
import { MarkdownBuildError } from '../../../../src/node/markdown/errors';
import { parsePage } from '../../../../src/node/markdown/parsePage';
import type { Section } from '../../../../src/shared/pageContentTypes';
import { fakeSources } from '../../support/directiveFixtures';

const page = { folder: 'data-grid/overview' };

function resolve(name: string, options: Record<string, unknown>, files: Record<string, string> = {}) {
  return resolveDirective(name, options, page, fakeSources(files));
}

function resolved(name: string, options: Record<string, unknown>, files: Record<string, string> = {}): ResolvedDirective {
  const result = resolve(name, options, files);
  if (!result.ok) throw new Error(result.errors.join('\n'));
  return result.directive;
}

const errorsOf = (name: string, options: Record<string, unknown>, files: Record<string, string> = {}) => {
  const result = resolve(name, options, files);
  return result.ok ? [] : result.errors;
};

describe('directive options', () => {
  const fields = {
    title: required(text),
    size: optional(oneOf(['small', 'large'])),
    rows: optional(listOf(shape({ name: required(text), count: optional({ kind: 'number' }) }), 1)),
  } as const;

  it('accepts options that match their declaration', () => {
    expect(validateOptions(fields, { title: 'A', size: 'small', rows: [{ name: 'x', count: 2 }] })).toEqual({
      ok: true,
      options: { title: 'A', size: 'small', rows: [{ name: 'x', count: 2 }] },
    });
  });

  it('names every unknown, missing or mistyped option, with its path and what is allowed', () => {
    const result = validateOptions(fields, { colour: 'red', size: 'huge', rows: [{ name: 3, extra: true }] });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors).toEqual([
      'unknown option "colour"; allowed: title (a string, required); size (one of "small", "large"); rows (a list of objects with name, count?)',
      'option "title" is required (a string)',
      '"size" must be one of "small", "large"; got "huge"',
      'unknown option "rows[0].extra"; allowed: name (a string, required); count (a number)',
      '"rows[0].name" must be a string; got 3',
    ]);
    expect(validateOptions(fields, { title: ' ', rows: [] })).toEqual({ ok: false, errors: ['"title" must not be empty', '"rows" needs at least 1 item'] });
  });

  it('describes nested types in words', () => {
    expect(describeType(listOf(text))).toBe('a list of strings');
    expect(describeType(listOf(listOf(oneOf(['a']))))).toBe('a list of lists of strings among "a"');
  });
});

describe('resolveDirective', () => {
  it('rejects an unknown component, naming every component the site has', () => {
    const [error] = errorsOf('modules/components/SelectorsDocs.js', {});
    expect(error).toMatch(/^Unknown component "modules\/components\/SelectorsDocs\.js"; the components are: ApiMethods \(/);
    for (const name of DIRECTIVE_NAMES) expect(error).toContain(`${name} (`);
  });

  it('rejects an unknown option and a bad value, prefixed with the component', () => {
    expect(errorsOf('ApiMethods', { interface: 'GridSortApi', compact: true })).toEqual([
      'Component "ApiMethods": unknown option "compact"; allowed: interface (a string, required)',
    ]);
    expect(errorsOf('InstallationInstructions', { packages: '@mui/x-data-grid' })).toEqual([
      'Component "InstallationInstructions": "packages" must be a list of strings; got "@mui/x-data-grid"',
    ]);
  });

  it('reads options from a JSON file beside the page; the directive wins over the file', () => {
    const files = { 'data-grid/overview/highlights.json': JSON.stringify({ items: [{ title: 'Sorting', text: 'Order rows.', href: '/x/react-data-grid/sorting/' }] }) };
    expect(resolved('FeatureHighlights', { src: 'highlights.json' }, files)).toEqual({
      name: 'FeatureHighlights',
      props: { items: [{ title: 'Sorting', text: 'Order rows.', href: '/x/react-data-grid/sorting/' }] },
    });
    expect(errorsOf('FeatureHighlights', { src: 'missing.json' })).toEqual(['Component "FeatureHighlights": "src": data/data-grid/overview/missing.json does not exist']);
    expect(errorsOf('FeatureHighlights', { src: '../../../etc.json' })[0]).toMatch(/is outside data\//);
    expect(errorsOf('FeatureHighlights', { src: 'bad.json' }, { 'data-grid/overview/bad.json': '{ items: ' })[0]).toMatch(/bad\.json is not valid JSON/);
    expect(errorsOf('FeatureHighlights', { src: 'list.json' }, { 'data-grid/overview/list.json': '[]' })[0]).toMatch(/must hold a JSON object of options/);
    // A mistake inside the file names the file.
    expect(errorsOf('FeatureHighlights', { src: 'h.json' }, { 'data-grid/overview/h.json': '{"items": [{"title": "A", "text": "B"}]}' })).toEqual([
      'Component "FeatureHighlights" (options from data/data-grid/overview/h.json): option "items[0].href" is required (a string)',
    ]);
    // Only directives that declare `src` take a data file.
    expect(errorsOf('ApiMethods', { interface: 'GridSortApi', src: 'a.json' })[0]).toMatch(/unknown option "src"/);
  });

  it('lists an API interface from the typings, and rejects one the grid does not export', () => {
    const directive = resolved('ApiMethods', { interface: 'GridSortApi' });
    expect(directive.name === 'ApiMethods' && directive.props.members.map((member) => member.name)).toEqual(['setSortModel', 'getSortModel']);
    expect(errorsOf('ApiMethods', { interface: 'GridSortingApi' })).toEqual([
      'Component "ApiMethods": unknown API interface "GridSortingApi"; the Data Grid exports: GridSortApi',
    ]);
    expect(errorsOf('ApiMethods', { interface: 'gridsortapi' })[0]).toContain('(did you mean "GridSortApi"?)');
  });

  it('lists the selectors of a category, sorted, and rejects an unknown category', () => {
    const directive = resolved('Selectors', { category: 'Sorting' });
    expect(directive.name === 'Selectors' && directive.props.selectors.map((selector) => selector.name)).toEqual(['gridSortedRowIdsSelector', 'gridSortModelSelector']);
    expect(errorsOf('Selectors', { category: 'sorting' })).toEqual([
      'Component "Selectors": unknown selector category "sorting" (did you mean "Sorting"?); the typings\' @category tags are: Pagination, Sorting',
    ]);
  });

  it('pins the installed versions and adds the peers a reader needs', () => {
    const directive = resolved('InstallationInstructions', { packages: ['@mui/x-data-grid-pro', '@mui/x-license'] });
    if (directive.name !== 'InstallationInstructions') throw new Error('wrong directive');
    expect(directive.props.tabs.map((tab) => [tab.name, tab.code])).toEqual([
      ['npm', 'npm install @mui/x-data-grid-pro@8.8.0 @mui/x-license@8.8.0 @mui/material@^7.3.9 @emotion/react@^11.14.0 @emotion/styled@^11.14.1\n'],
      ['pnpm', 'pnpm add @mui/x-data-grid-pro@8.8.0 @mui/x-license@8.8.0 @mui/material@^7.3.9 @emotion/react@^11.14.0 @emotion/styled@^11.14.1\n'],
      ['yarn', 'yarn add @mui/x-data-grid-pro@8.8.0 @mui/x-license@8.8.0 @mui/material@^7.3.9 @emotion/react@^11.14.0 @emotion/styled@^11.14.1\n'],
    ]);
    expect(directive.props.tabs[0].html).toContain('class="MuiCode-root"');
    expect(directive.props.peers.map((peer) => peer.name)).toEqual(['react', 'react-dom', '@emotion/react', '@emotion/styled', '@mui/material', '@mui/system']);
    const noPeers = resolved('InstallationInstructions', { packages: ['@mui/x-data-grid'], peers: false });
    expect(noPeers.name === 'InstallationInstructions' && [noPeers.props.tabs[0].code, noPeers.props.peers]).toEqual(['npm install @mui/x-data-grid@8.8.0\n', []]);
  });

  it('rejects a package that is not an installed MUI X package, and a repeated one', () => {
    expect(errorsOf('InstallationInstructions', { packages: ['@mui/x-grid', '@mui/x-data-grid', '@mui/x-data-grid'] })).toEqual([
      'Component "InstallationInstructions": "@mui/x-grid" is not an installed MUI X package; the site has @mui/x-data-grid, @mui/x-data-grid-premium, @mui/x-data-grid-pro, @mui/x-date-pickers, @mui/x-date-pickers-pro, @mui/x-license',
      'Component "InstallationInstructions": "packages" lists @mui/x-data-grid twice',
    ]);
  });

  it('checks the links of feature tables and highlights like markdown links', () => {
    const groups = [{ title: 'Data', features: [{ name: 'Sorting', plan: 'community', href: '/x/react-data-grid/sorting' }, { name: 'Nope', plan: 'pro', href: '/x/nope/' }] }];
    expect(errorsOf('FeatureTable', { groups })).toEqual([
      'Component "FeatureTable": "groups[0].features[0].href": Link "/x/react-data-grid/sorting" is missing its trailing slash',
      'Component "FeatureTable": "groups[0].features[1].href": Link "/x/nope/" points to a page that does not exist',
    ]);
    expect(errorsOf('FeatureTable', { groups: [{ title: 'Data', features: [{ name: 'Sorting', plan: 'gold' }] }] })).toEqual([
      'Component "FeatureTable": "groups[0].features[0].plan" must be one of "community", "pro", "premium"; got "gold"',
    ]);
    expect(errorsOf('FeatureHighlights', { items: [{ title: 'API', text: 'Props.', href: '/x/api/data-grid/data-grid/' }] })).toEqual([
      'Component "FeatureHighlights": "items[0].href": "/x/api/data-grid/data-grid/" must link to a guide page of the site (/x/…/)',
    ]);
  });

  it('compares plans in order, each with a package of its plan', () => {
    const plans = [
      { plan: 'community', package: '@mui/x-data-grid', summary: 'Free.', features: ['Sorting'] },
      { plan: 'pro', package: '@mui/x-data-grid-pro', summary: 'More.', features: ['Pinning'] },
    ];
    const directive = resolved('PlanComparison', { plans });
    expect(directive.name === 'PlanComparison' && directive.props.plans.map((card) => [card.plan, card.license, card.version, card.extends, card.href])).toEqual([
      ['community', 'MIT', '8.8.0', undefined, '/x/introduction/licensing/#community-plan'],
      ['pro', 'Commercial', '8.8.0', 'community', '/x/introduction/licensing/#pro-plan'],
    ]);
    expect(errorsOf('PlanComparison', { plans: [plans[1], { ...plans[0], package: '@mui/x-data-grid-premium' }] })).toEqual([
      'Component "PlanComparison": "plans[1].plan": plans go from community to premium, each once; "community" comes after "pro"',
      'Component "PlanComparison": "plans[1].package": @mui/x-data-grid-premium is not a package of the community plan',
    ]);
  });
});

describe('directives in a page', () => {
  const source = (body: string) => `---\ntitle: Sorting\ndescription: Sort rows.\n---\n\n${body}`;
  const parse = (body: string) => parsePage(source(body), { file: 'data/data-grid/sorting/sorting.md', pathname: '/x/react-data-grid/sorting', routeExists: () => true, directiveSources: fakeSources() });
  const problems = (body: string) => {
    try {
      parse(body);
      return [];
    } catch (error) {
      if (error instanceof MarkdownBuildError) return error.problems.map((problem) => `${problem.line}: ${problem.message}`);
      throw error;
    }
  };

  it('becomes a component section with its computed props', () => {
    const content = parse('Text.\n\n{{"component": "Selectors", "category": "Sorting"}}\n');
    expect(content.sections[1]).toMatchObject({ type: 'component', directive: { name: 'Selectors', props: { category: 'Sorting' } } });
  });

  it('fails the build at the directive line', () => {
    expect(problems('Text.\n\n{{"component": "Selectors", "category": "Sortng"}}\n')).toEqual([
      expect.stringMatching(/^8: Component "Selectors": unknown selector category "Sortng"/),
    ]);
    expect(() => parse('{{"component": "Nope"}}\n')).toThrow(/data\/data-grid\/sorting\/sorting\.md:6: Unknown component "Nope"/);
  });

  it('lists an interface or a category once per page, as their entries have ids', () => {
    expect(problems('{{"component": "ApiMethods", "interface": "GridSortApi"}}\n\n{{"component": "ApiMethods", "interface": "GridSortApi"}}\n')).toEqual([
      '8: The API interface GridSortApi is already listed on this page (line 6)',
    ]);
  });
});

describe('drawing directives', () => {
  it('draws directives to HTML at build time; the install tabs become the page\'s own code-tab group', () => {
    const sections: Section[] = [
      { type: 'component', directive: resolved('Selectors', { category: 'Sorting' }) },
      { type: 'component', directive: resolved('InstallationInstructions', { packages: ['@mui/x-data-grid'] }) },
    ];
    const [selectorsSection, tabs, peers, ...rest] = prerenderDirectives(sections);
    expect(rest).toEqual([]);
    expect(selectorsSection).toMatchObject({ type: 'staticComponent', name: 'Selectors' });
    const html = selectorsSection.type === 'staticComponent' ? selectorsSection.html : '';
    expect(html).toContain('id="selector-gridSortModelSelector"');
    expect(html).toContain('<code>(apiRef) =&gt; GridSortModel</code>');
    expect(tabs).toMatchObject({ type: 'codeTabs', storageKey: 'package-manager', tabs: [{ name: 'npm' }, { name: 'pnpm' }, { name: 'yarn' }] });
    expect(peers).toMatchObject({ type: 'staticComponent', name: 'InstallationInstructions' });
    expect(peers.type === 'staticComponent' && peers.html).toContain('<code>@mui/material</code>');
    // Without peers there is nothing to draw beside the tabs.
    const bare = prerenderDirectives([{ type: 'component', directive: resolved('InstallationInstructions', { packages: ['@mui/x-license'], peers: false }) }]);
    expect(bare.map((section) => section.type)).toEqual(['codeTabs']);
  });

  it('draws the members of an API interface with ids, signatures and parameter notes', () => {
    render(<DirectiveView directive={resolved('ApiMethods', { interface: 'GridSortApi' })} />);
    const link = screen.getByRole('link', { name: 'setSortModel' });
    expect(link).toHaveAttribute('href', '#grid-sort-api-method-setSortModel');
    expect(document.getElementById('grid-sort-api-method-setSortModel')).toHaveTextContent('(model: GridSortModel) => void');
    expect(document.getElementById('grid-sort-api-method-setSortModel')).toHaveTextContent('model: The model to apply.');
  });

  it('draws a feature table whose marks say what they mean', () => {
    const directive = resolved('FeatureTable', {
      caption: 'What each plan includes',
      groups: [{ title: 'Rows', features: [{ name: 'Sorting', plan: 'community', href: '/x/react-data-grid/sorting/' }, { name: 'Row pinning', plan: 'pro' }] }],
    });
    render(<DirectiveView directive={directive} />);
    const table = screen.getByRole('table', { name: 'What each plan includes' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Feature', 'Community', 'Pro', 'Premium']);
    const pinning = within(table).getByRole('row', { name: /Row pinning/ });
    expect(within(pinning).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Not included', 'Included', 'Included']);
    expect(within(table).getByRole('link', { name: 'Sorting' })).toHaveAttribute('href', '/x/react-data-grid/sorting/');
  });

  it('draws the install tabs with the peer dependencies under them', () => {
    render(<DirectiveView directive={resolved('InstallationInstructions', { packages: ['@mui/x-data-grid'] })} />);
    expect(screen.getByRole('tab', { name: 'npm' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('npm install @mui/x-data-grid@8.8.0');
    expect(screen.getByText('react').closest('li')).toHaveTextContent('react ^17.0.0 || ^18.0.0 || ^19.0.0');
    expect(screen.getByText('@emotion/react').closest('li')).toHaveTextContent('(optional)');
  });
});

describe('install commands', () => {
  it('keeps optional peers out of the list unless a reader needs them by default', () => {
    const pickers = fakeSources().muiXPackages().filter((pkg) => pkg.name === '@mui/x-date-pickers');
    const peers = peersOf(pickers);
    expect(peers.map((peer) => peer.name)).not.toContain('dayjs');
    expect(peers.find((peer) => peer.name === '@emotion/react')).toEqual({ name: '@emotion/react', range: '^11.9.0', optional: true });
    expect(installArguments(pickers, peers, () => null)).toEqual(['@mui/x-date-pickers@8.8.0', '@mui/material', '@emotion/react', '@emotion/styled']);
  });
});
