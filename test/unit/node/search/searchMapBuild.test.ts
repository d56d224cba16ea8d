import { buildSearchMap } from '../../../../src/node/search/buildSearchMap';
import { readSearchMapPage, type ReadPage } from '../../../../src/node/search/readSearchMapPage';
import { answerPosition, evaluateRelevance, formatRelevance, parseRelevanceSet, type RelevanceQuestion } from '../../../../src/node/quality/searchRelevance';
import { prepareSearchMap } from '../../../../src/shared/search/map/prepareSearchMap';
import type { RankedPage } from '../../../../src/shared/search/map/rankSearchMap';

const guideHtml = `<!DOCTYPE html><html><head><title>Data Grid - Sorting - MUI X</title>
<meta name="description" content="Sort rows by one or several columns."></head><body>
<h2 id="settings-title">Settings</h2>
<main><article data-pagefind-body="" data-search-title="Data Grid - Sorting" data-search-product="Data Grid" data-search-kind="guide">
<h1>Data Grid - Sorting</h1>
<h2 id="single-and-multi-sorting">Single and multi-sorting<a class="anchor-link" href="#single-and-multi-sorting" aria-label="Link">#</a></h2>
<p>See <a href="/x/react-data-grid/filtering/#quick-filter">filtering</a>, <a href="/x/react-data-grid/filtering/">again</a>, <a href="https://example.com/">elsewhere</a> and <a href="/x/react-data-grid/sorting/#x">this page</a>.</p>
<h3 id="multi-sorting">Multi-sorting <a class="plan-link" href="/x/introduction/licensing/#pro-plan"><span aria-label="Pro plan"></span></a></h3>
<div data-pagefind-ignore="all"><h2 id="demo-heading">Inside a demo</h2><a href="/x/react-charts/">a demo's link</a></div>
<h3 id="for-all-columns-2">For all columns &amp; rows</h3>
<h4 id="deep">Too deep</h4>
</article></main></body></html>`;

const apiHtml = `<html><head><meta name="description" content="API of DataGrid."></head><body>
<div data-pagefind-body data-search-title="DataGrid API" data-search-product="Data Grid" data-search-kind="api">
<h2 id="props">Props</h2><table><tbody>
<tr id="data-grid-prop-getRowId"><td>getRowId</td></tr><tr id="data-grid-prop-getRowId-details"><td>details</td></tr>
<tr id="data-grid-prop-aria-label"><td>aria-label</td></tr></tbody></table>
<ul><li id="data-grid-slot-toolbar">toolbar</li><li id="data-grid-classes-cell">cell</li><li id="other-prop-x">from an embedded table</li></ul>
</div></body></html>`;

const sortingHead = { url: '/x/react-data-grid/sorting/', title: 'Data Grid - Sorting', product: 'Data Grid', kind: 'guide', description: 'Sort rows by one or several columns.' } as const;

describe('reading a built page for the search map', () => {
  it('keeps the title, product, kind and description it is given and the h2 and h3 headings of the marked content only', () => {
    const page = readSearchMapPage(guideHtml, sortingHead);
    expect(page).toEqual({
      url: '/x/react-data-grid/sorting/',
      title: 'Data Grid - Sorting',
      product: 'Data Grid',
      kind: 'guide',
      description: 'Sort rows by one or several columns.',
      headings: ['Single and multi-sorting', 'Multi-sorting', ['for-all-columns-2', 'For all columns & rows']],
      links: ['/x/react-data-grid/filtering/', '/x/introduction/licensing/'],
    });
  });

  it('reads an API page’s entries by kind from their anchors, without their details rows', () => {
    const page = readSearchMapPage(apiHtml, { url: '/x/api/data-grid/data-grid/', title: 'DataGrid API', product: 'Data Grid', kind: 'api', description: 'API of DataGrid.' });
    expect(page).toMatchObject({ kind: 'api', entryPrefix: 'data-grid', entries: { prop: ['getRowId', 'aria-label'], slot: ['toolbar'], classes: ['cell'] } });
  });

  it('skips a page not marked for search, and stops on a page without a title or product', () => {
    expect(readSearchMapPage('<html><body><h2 id="a">A</h2></body></html>', { ...sortingHead, url: '/x/a/' })).toBeNull();
    expect(() => readSearchMapPage('<div data-pagefind-body></div>', { ...sortingHead, url: '/x/b/', title: '' })).toThrow('/x/b/: marked for search without a title');
    expect(() => readSearchMapPage('<div data-pagefind-body></div>', { ...sortingHead, url: '/x/b/', product: '' })).toThrow('without a product');
  });
});

const read = (url: string, product: string, links: string[] = []): ReadPage => ({ url, title: url, product, kind: 'guide', description: '', headings: [], links });

describe('building the search map', () => {
  it('numbers the products, sorts the pages and counts the links each receives', () => {
    const map = buildSearchMap([read('/x/b/', 'Charts', ['/x/a/', '/x/gone/']), read('/x/a/', 'Data Grid'), read('/x/c/', 'Charts', ['/x/a/'])], []);
    expect(map.products).toEqual(['Charts', 'Data Grid']);
    expect(map.pages.map((page) => [page.url, page.product, page.inbound])).toEqual([
      ['/x/a/', 1, 2],
      ['/x/b/', 0, 0],
      ['/x/c/', 0, 0],
    ]);
    expect(map.pages[0]).not.toHaveProperty('links');
  });

  it('fails on a vocabulary entry that points at no searchable page or has no words', () => {
    const pages = [read('/x/a/', 'Charts')];
    expect(() => buildSearchMap(pages, [{ words: ['pie'], means: [], pages: ['/x/renamed/'] }])).toThrow('vocabulary entry 0 ("pie"): /x/renamed/ is not a searchable page');
    expect(() => buildSearchMap(pages, [{ words: [], means: [], pages: ['/x/a/'] }])).toThrow('needs words, means and pages');
    expect(() => buildSearchMap(pages, { words: [] })).toThrow('must be a list');
    expect(buildSearchMap(pages, [{ words: ['pie'], means: ['pies'], pages: ['/x/a/'] }]).vocabulary).toHaveLength(1);
  });
});

describe('search relevance', () => {
  const ranked = (url: string, anchors: string[] = [], product = 'Data Grid'): RankedPage => ({
    url,
    title: url,
    product,
    kind: 'guide',
    description: '',
    score: 1,
    sections: anchors.map((anchor) => ({ kind: 'heading', title: anchor, anchor })),
  });
  const question = (route: string, section?: string): RelevanceQuestion => ({ query: 'q', route, section, kind: 'task', product: 'data-grid' });

  it('finds the answer in the order the dialog shows, its section too where the question names one', () => {
    // Grouped by product, the second Data Grid page shows second, above the Charts page.
    const pages = [ranked('/x/a/'), ranked('/x/c/', [], 'Charts'), ranked('/x/b/', ['paging'])];
    expect(answerPosition(question('/x/b/'), pages)).toBe(2);
    expect(answerPosition(question('/x/b/', 'paging'), pages)).toBe(2);
    expect(answerPosition(question('/x/b/#paging'), pages)).toBe(2);
    expect(answerPosition(question('/x/b/', 'sorting'), pages)).toBeNull();
    expect(answerPosition(question('/x/z/'), pages)).toBeNull();
  });

  it('counts questions answered first and among the first three, by kind, and lists the rest', () => {
    const map = prepareSearchMap(
      buildSearchMap(
        [
          { ...read('/x/pie/', 'Charts'), title: 'Charts - Pie', description: 'Pie charts.' },
          { ...read('/x/bars/', 'Charts'), title: 'Charts - Bars', description: 'Bar charts.' },
        ],
        [],
      ),
    );
    const questions = parseRelevanceSet([
      { query: 'pie', route: '/x/pie/', kind: 'feature', product: 'charts' },
      { query: 'bars', route: '/x/bars/', kind: 'feature', product: 'charts' },
      { query: 'charts', route: '/x/bars/', kind: 'task', product: 'charts' },
      { query: 'zebra', route: '/x/pie/', kind: 'task', product: 'charts' },
    ]);
    const figures = evaluateRelevance(map, questions);
    expect(figures).toMatchObject({ questions: 4, first: 2, topThree: 3, byKind: { feature: [2, 2, 2], task: [0, 1, 2] } });
    expect(figures.misses.map((miss) => [miss.question.query, miss.position])).toEqual([
      ['charts', 2],
      ['zebra', null],
    ]);
    expect(formatRelevance(figures)).toContain('4 questions, 50.0 % answered first (2), 75.0 % among the first three (3)');
  });

  it('refuses a malformed relevance set, naming the question', () => {
    expect(() => parseRelevanceSet({})).toThrow('must be a list');
    expect(() => parseRelevanceSet([{ query: 'pie', route: 'https://evil.example/' }])).toThrow('relevance question 0');
    expect(() => parseRelevanceSet([{ query: ' ', route: '/x/a/' }])).toThrow('relevance question 0');
    expect(() => parseRelevanceSet([{ query: 'a', route: '/x/a/', section: 3 }])).toThrow('section must be an anchor');
  });
});
