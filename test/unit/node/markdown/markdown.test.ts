import { markdownPathForRoute } from '../../../../src/node/markdown/contentPath';
import { MarkdownBuildError } from '../../../../src/node/markdown/errors';
import { splitFrontMatter } from '../../../../src/node/markdown/frontMatter';
import { parsePage } from '../../../../src/node/markdown/parsePage';
import { readPageSource } from '../../../../src/node/markdown/pageSource';
import type { PageContent } from '../../../../src/shared/pageContentTypes';
import { checkHref } from '../../../../src/node/markdown/plugins/links';
import { tableLayout } from '../../../../src/node/markdown/plugins/tables';
import { createDemoLookup } from '../../../../src/node/demos/demoData';
import { createSlugger, textToHash } from '../../../../src/node/markdown/slug';
import { fakeSources } from '../../support/directiveFixtures';

const routes = new Set(['/x/introduction', '/x/introduction/licensing', '/x/react-data-grid', '/x/api/data-grid/data-grid']);
const routeExists = (path: string) => routes.has(path);

const demoSource = (name: string) => ({ id: `test/${name}`, name, folder: 'test', ts: 'const a = 1;\n', js: 'const a = 1;\n', preview: null, files: [], codeUrl: `/static/demo-code/${name}.json` });
const demos = createDemoLookup({ 'test/BasicGrid': demoSource('BasicGrid'), 'test/A': demoSource('A') });

function parse(source: string, pathname = '/x/test'): PageContent {
  return parsePage(source, { file: 'data/test/test.md', pathname, routeExists, demos, directiveSources: fakeSources() });
}

function problemsOf(source: string): string[] {
  try {
    parse(source);
  } catch (error) {
    if (error instanceof MarkdownBuildError) return error.problems.map((p) => `${p.line}: ${p.message}`);
    throw error;
  }
  return [];
}

const page = (body: string, front = 'title: Test page\ndescription: A short description.') => `---\n${front}\n---\n\n${body}`;

describe('slugs', () => {
  it('follows the heading hash rule', () => {
    expect(textToHash('Pro plan <span class="plan-pro"></span>')).toBe('pro-plan');
    expect(textToHash('Use `slotProps` — and more!')).toBe('use-slotprops-and-more');
    expect(textToHash('🚀 Getting started')).toBe('getting-started');
  });

  it('numbers repeated headings', () => {
    const slug = createSlugger();
    expect([slug('Usage'), slug('Usage'), slug('Usage')]).toEqual(['usage', 'usage-2', 'usage-3']);
  });
});

describe('front matter', () => {
  it('splits data from the body and counts the lines before it', () => {
    const { data, body, bodyLineOffset } = splitFrontMatter('---\ntitle: A\ncomponents: B, A\n---\n# A\n');
    expect(data).toEqual({ title: 'A', components: ['A', 'B'] });
    expect(body.split('\n')[0]).toBe('# A');
    expect(bodyLineOffset).toBe(4);
  });
});

describe('parsePage', () => {
  it('renders title, description, headings with anchors and a nested TOC', () => {
    const content = parse(
      page('# Test `page`\n\n<p class="description">Intro <b>text</b>.</p>\n\n## First part\n\ntext\n\n### Detail\n\n## Second\n'),
    );
    expect(content.title).toBe('Test page');
    expect(content.titleHtml).toBe('Test <code>page</code>');
    expect(content.descriptionHtml).toBe('Intro <b>text</b>.');
    expect(content.description).toBe('A short description.');
    expect(content.toc).toEqual([
      { text: 'First part', hash: 'first-part', children: [{ text: 'Detail', hash: 'detail', children: [] }] },
      { text: 'Second', hash: 'second', children: [] },
    ]);
    const html = content.sections.map((s) => (s.type === 'markdown' ? s.html : '')).join('');
    expect(html).toContain('<h2 id="first-part">First part<a class="anchor-link" href="#first-part"');
    expect(html).not.toContain('<h1');
  });

  it('falls back to the H1 and the description paragraph without front matter', () => {
    const content = parse('# From heading\n\n<p class="description">From paragraph.</p>\n');
    expect(content.title).toBe('From heading');
    expect(content.description).toBe('From paragraph.');
  });

  it('highlights code with Prism at build time and adds a copy button', () => {
    const content = parse(page('```tsx\nconst a = <Grid />;\n```\n\n```\nplain <b>\n```\n'));
    const html = content.sections[0].type === 'markdown' ? content.sections[0].html : '';
    expect(html).toContain('<pre class="language-tsx" tabindex="0"><code class="language-tsx"><span class="token keyword">const</span>');
    expect(html).toContain('class="MuiCode-copy"');
    expect(html).toContain('<pre tabindex="0" data-pagefind-ignore="all"><code>plain &lt;b&gt;\n</code></pre>');
    // Code is kept out of the search index, highlighted or not.
    expect(html).toContain('<div class="MuiCode-root" data-pagefind-ignore="all"><pre class="language-tsx"');
  });

  it('renders callouts, kbd, tables and details', () => {
    const content = parse(
      page(':::warning\nMind the **gap**.\n:::\n\nPress <kbd class="key">Ctrl</kbd>.\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\n<details><summary>More</summary>\n\nHidden text.\n\n</details>\n'),
    );
    const html = content.sections[0].type === 'markdown' ? content.sections[0].html : '';
    expect(html).toMatch(/<aside class="MuiCallout-root MuiCallout-warning" aria-label="Warning">.*<div class="MuiCallout-content">\s*<p>Mind the <strong>gap<\/strong>.<\/p>/s);
    expect(html).toContain('<kbd class="key">Ctrl</kbd>');
    expect(html).toContain('<div class="MuiTable-root" role="region" tabindex="0" aria-label="Table"><table style="min-width:8ch"><colgroup><col style="width:50%"><col style="width:50%"></colgroup>');
    expect(html).toContain('<details><summary>More</summary>');
  });

  it('names a table’s scrolling region after the heading of its section, so a keyboard reader can reach and tell it', () => {
    const content = parse(page('## Intro\n\nText.\n\n## Sizes & `fit`\n\n| a | b |\n| - | - |\n| 1 | 2 |\n'));
    const html = content.sections.map((section) => (section.type === 'markdown' ? section.html : '')).join('');
    expect(html).toContain('<div class="MuiTable-root" role="region" tabindex="0" aria-label="Table: Sizes &amp; fit"><table');
  });

  it('links plan badges to the licensing page', () => {
    const content = parse(page('## Pinning <span class="plan-pro"></span>\n'));
    const html = content.sections[0].type === 'markdown' ? content.sections[0].html : '';
    expect(html).toContain('<a class="plan-link" href="/x/introduction/licensing/#pro-plan"><span class="plan-pro" role="img" aria-label="Pro plan"');
    expect(content.toc[0].hash).toBe('pinning');
  });

  it("gives a plan badge in running text its words, hidden from sight, and leaves a heading's an icon", () => {
    const content = parse(page('## Pinning <span class="plan-pro"></span>\n\nRows pin <span class="plan-premium"></span> and columns pin <span class="plan-pro"></span>.\n'));
    const html = content.sections[0].type === 'markdown' ? content.sections[0].html : '';
    const text = html.replace(/<svg[\s\S]*?<\/svg>/g, '').replace(/<[^>]+>/g, '');
    expect(text).toContain('Rows pin  (Premium plan) and columns pin  (Pro plan).');
    expect(text).toContain('Pinning');
    expect(text).not.toMatch(/Pinning\s*\(Pro plan\)/);
    expect(html.match(/docs-visually-hidden/g)).toHaveLength(2);
  });

  it('draws a plan badge in the page title, which stays out of the plain title', () => {
    const content = parse('---\ndescription: A page.\n---\n\n# Cell selection <span class="plan-premium"></span>\n\nText.\n');
    expect(content.titleHtml).toContain('Cell selection <a class="plan-link" href="/x/introduction/licensing/#premium-plan"><span class="plan-premium" role="img" aria-label="Premium plan"');
    expect(content.title).toBe('Cell selection');
    expect(content.titleHtml).not.toContain('docs-visually-hidden');
  });

  it('splits demo and component directives and code tabs out of the markdown', () => {
    const content = parse(
      page('Intro\n\n{{"demo": "BasicGrid.js", "bg": "inline"}}\n\n<codeblock storageKey="package-manager">\n```bash npm\nnpm i a\n```\n```bash yarn\nyarn add a\n```\n</codeblock>\n\n{{"component": "InstallationInstructions", "packages": ["@mui/x-data-grid"]}}\n\n```md\n{{"demo": "NotADirective.js"}}\n```\n'),
    );
    expect(content.sections.map((s) => s.type)).toEqual(['markdown', 'demo', 'codeTabs', 'component', 'markdown']);
    expect(content.sections[1]).toMatchObject({ type: 'demo', demo: { id: 'test/BasicGrid', name: 'BasicGrid', options: { bg: 'inline' } } });
    const tabs = content.sections[2];
    expect(tabs.type === 'codeTabs' && tabs.tabs.map((t) => [t.name, t.language, t.code])).toEqual([
      ['npm', 'bash', 'npm i a\n'],
      ['yarn', 'bash', 'yarn add a\n'],
    ]);
    expect(tabs.type === 'codeTabs' && tabs.storageKey).toBe('package-manager');
  });

  it('appends an API section for the listed components', () => {
    const content = parse(page('Text\n', 'title: Grid\ndescription: Grid page.\nproductId: x-data-grid\ncomponents: DataGrid'));
    expect(content.toc.map((entry) => entry.text)).toEqual(['API']);
    const html = content.sections.map((s) => (s.type === 'markdown' ? s.html : '')).join('');
    expect(html).toContain('href="/x/api/data-grid/data-grid/"');
  });
});

describe('build errors carry the file line', () => {
  it('rejects missing title and description', () => {
    expect(problemsOf('Just text\n')).toEqual([
      expect.stringMatching(/^1: Missing title/),
      expect.stringMatching(/^1: Missing description/),
    ]);
  });

  it('rejects a title of 70 characters and a description of 170', () => {
    const problems = problemsOf(page('x', `title: ${'t'.repeat(70)}\ndescription: ${'d'.repeat(170)}`));
    expect(problems).toEqual([
      '2: Title is 70 characters; it must be shorter than 70',
      '3: Description is 170 characters; it must be shorter than 170',
    ]);
    expect(problemsOf(page('x', `title: ${'t'.repeat(69)}\ndescription: ${'d'.repeat(169)}`))).toEqual([]);
  });

  it('rejects ### before any ##', () => {
    expect(problemsOf(page('# T\n\n### Orphan\n\n## Parent\n\n### Child\n'))).toEqual([
      '8: "### Orphan" comes before any "##" heading',
    ]);
  });

  it('rejects relative links, missing trailing slashes and unknown routes, after a directive too', () => {
    const problems = problemsOf(
      page('[a](introduction/)\n\n{{"demo": "A.js"}}\n\n[b](/x/introduction)\n\n[c](/x/nope/)\n\n[ok](/x/introduction/licensing/#pro-plan) [ext](https://github.com/) [hash](#top) [file](/static/a.png)\n'),
    );
    expect(problems).toEqual([
      '6: Relative link "introduction/": internal links start with "/"',
      '10: Link "/x/introduction" is missing its trailing slash',
      '12: Link "/x/nope/" points to a page that does not exist',
    ]);
  });

  it('rejects broken directives and unclosed code tabs', () => {
    expect(problemsOf(page('{{"demo": }}\n'))[0]).toMatch(/^6: Invalid directive JSON/);
    expect(problemsOf(page('{{"other": 1}}\n'))).toEqual(['6: A directive needs a "demo" or a "component" key']);
    expect(problemsOf(page('<codeblock storageKey="pm">\n```bash npm\nx\n```\n'))).toEqual(['6: <codeblock> is never closed']);
  });

  it('reads disableAd from the front matter and rejects anything but a boolean', () => {
    const front = 'title: Test page\ndescription: A short description.';
    expect(parse(page('Text.\n', `${front}\ndisableAd: true`)).disableAd).toBe(true);
    expect(parse(page('Text.\n', front)).disableAd).toBe(false);
    expect(problemsOf(page('Text.\n', `${front}\ndisableAd: yes please`))).toEqual(['4: disableAd must be true or false; got "yes please"']);
  });

  it('formats the error message as file:line', () => {
    expect(() => parse('x\n')).toThrow('data/test/test.md:1: Missing title');
  });
});

describe('tableLayout', () => {
  it('shares the width by each column’s longest text, capped where text wraps anyway', () => {
    const { percents } = tableLayout([
      ['Key', 'Description'],
      ['a', 'word '.repeat(20)],
    ]);
    // 3 + padding against 40 (capped) + padding.
    expect(percents).toEqual([12.2, 87.8]);
    expect(percents.reduce((sum, value) => sum + value, 0)).toBeCloseTo(100, 5);
  });

  it('never gives a column less than its longest word needs, and says how narrow the table may get', () => {
    const { percents, minWidthCh } = tableLayout([
      ['Key', 'Note'],
      ['onRowSelectionModelChange', 'Called with the new model, after-the-fact'],
    ]);
    // The key (25 characters, no break) keeps its column at 28 of the 28 + 43 weights.
    expect(percents[0]).toBeCloseTo((28 / 71) * 100, 1);
    expect(Math.round((minWidthCh * percents[0]) / 100)).toBeGreaterThanOrEqual(28);
    expect(minWidthCh).toBe(71);
    // A browser breaks after a hyphen: `premium-` is the longest piece to fit, not the whole name.
    expect(tableLayout([['x-data-grid-premium-thing']]).minWidthCh).toBe('premium-'.length + 3);
  });

  it('handles ragged and empty tables', () => {
    expect(tableLayout([])).toEqual({ percents: [], minWidthCh: 0 });
    expect(tableLayout([['a', 'b', 'c'], ['d']]).percents).toHaveLength(3);
  });
});

describe('checkHref', () => {
  it('accepts external, hash and file links', () => {
    for (const href of ['https://a.b/c', 'mailto:a@b.c', '#x', '/static/x/pro.svg', '/x/introduction/?q=1']) {
      expect(checkHref(href, routeExists)).toBeNull();
    }
  });

  it('refuses schemes that would run as the site or reach outside the web', () => {
    for (const href of ['javascript:alert(1)', 'JavaScript:void(0)', 'data:text/html,<b>x</b>', 'vbscript:x', 'file:///etc/passwd']) {
      expect(checkHref(href, routeExists)).toMatch(/scheme: only http:, https: and mailto: links are allowed$/);
    }
  });
});

describe('readPageSource', () => {
  const source = [
    '---',
    'title: Sorting',
    'productId: x-data-grid',
    'components: DataGridPro, DataGrid',
    '---',
    '',
    '# Data Grid - Sorting',
    '',
    '<p class="description">Order rows.</p>',
    '',
    'Intro.',
    '',
    '{{"demo": "BasicGrid.js", "bg": "inline"}}',
    '',
    '```md',
    '{{"demo": "NotADemo.js"}}',
    '```',
    '',
    '{{"component": "ApiMethods", "interface": "GridSortApi"}}',
    '{{not json}}',
  ].join('\n');
  const read = readPageSource(source, 'data/data-grid/sorting/sorting.md');

  it('takes out the lead and keeps the components as written', () => {
    expect(read.lead.titleMarkdown).toBe('Data Grid - Sorting');
    expect(read.lead.descriptionHtml).toBe('Order rows.');
    expect(read.componentsAsWritten).toEqual(['DataGridPro', 'DataGrid']);
    expect(read.folder).toBe('data-grid/sorting');
  });

  it('cuts the body into runs and directives at their file lines, never taking a fenced line for one', () => {
    expect(read.sections.map((section) => (section.type === 'markdown' ? 'markdown' : `${section.type}@${section.line}`))).toEqual([
      'markdown',
      'demo@13',
      'markdown',
      'component@19',
      'markdown',
    ]);
    const demo = read.sections[1];
    expect(demo.type === 'demo' && [demo.demo, demo.options]).toEqual(['BasicGrid.js', { bg: 'inline' }]);
    expect(read.sections[2].type === 'markdown' && read.sections[2].source).toContain('{{"demo": "NotADemo.js"}}');
    expect(read.problems.map((problem) => `${problem.file}:${problem.line}`)).toEqual(['data/data-grid/sorting/sorting.md:20']);
    expect(read.problems[0].message).toMatch(/^Invalid directive JSON/);
  });

  it("appends the API section in the product's API folder, components sorted", () => {
    const last = read.sections[read.sections.length - 1];
    expect(last.type === 'markdown' && last.source).toContain(
      '## API\n\n- [`<DataGrid />`](/x/api/data-grid/data-grid/)\n- [`<DataGridPro />`](/x/api/data-grid/data-grid-pro/)',
    );
  });
});

describe('markdownPathForRoute', () => {
  it.each([
    ['/x/introduction', 'data/introduction/overview/overview.md'],
    ['/x/introduction/installation', 'data/introduction/installation/installation.md'],
    ['/x/react-data-grid', 'data/data-grid/overview/overview.md'],
    ['/x/react-data-grid/editing/persistence', 'data/data-grid/editing/persistence/persistence.md'],
    ['/x/react-tree-view/rich-tree-view/items', 'data/tree-view/rich-tree-view/items/items.md'],
    ['/x/migration/migration-data-grid-v7', 'data/migration/migration-data-grid-v7/migration-data-grid-v7.md'],
    ['/x/api/data-grid', 'data/api/data-grid/data-grid.md'],
  ])('%s → %s', (route, file) => {
    expect(markdownPathForRoute(route)).toBe(file);
  });
});
