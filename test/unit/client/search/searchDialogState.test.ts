import type { PageHit, ResultGroup } from '../../../../src/client/search/groupResults';
import type { QuickLinkGroup } from '../../../../src/client/search/quickLinks';
import type { RecentSearch } from '../../../../src/client/search/recentSearches';
import {
  canClearRecent,
  initialSearchState,
  isNewOpening,
  keyIntent,
  optionsOf,
  resultCount,
  resultsAreCurrent,
  screenOf,
  searchDialogReducer,
  searchProgress,
  shownResults,
  type SearchDialogAction,
  type SearchDialogState,
} from '../../../../src/client/search/searchDialogState';

const sorting: RecentSearch = { query: 'sort', title: 'Sorting', url: '/x/react-data-grid/sorting/', product: 'Data Grid' };
const quickLinks: QuickLinkGroup[] = [
  { title: 'Data Grid', links: [{ title: 'Quickstart', url: '/x/react-data-grid/quickstart/' }] },
  { title: 'Charts', links: [{ title: 'Overview', url: '/x/react-charts/' }] },
];

function page(url: string, title: string, sections: PageHit['sections'] = []): PageHit {
  return { url, title, product: 'Data Grid', kind: 'guide', excerpt: [], sections };
}

const paginationGroups: ResultGroup[] = [
  {
    product: 'Data Grid',
    pages: [
      page('/x/react-data-grid/pagination/', 'Data Grid - Pagination', [{ kind: 'heading', title: 'Page size', url: '/x/react-data-grid/pagination/#page-size', excerpt: [] }]),
      page('/x/api/data-grid/data-grid/', 'DataGrid API'),
    ],
  },
];

function run(state: SearchDialogState, ...actions: SearchDialogAction[]): SearchDialogState {
  return actions.reduce(searchDialogReducer, state);
}

const start = (query = '', recent: RecentSearch[] = []) => initialSearchState(true, query, recent);
/** The index is ready and `query` has its results. */
const withResults = (query: string, groups: ResultGroup[] = paginationGroups) =>
  run(start(), { type: 'indexLoaded' }, { type: 'queryChanged', query }, { type: 'resultsFound', query: query.trim(), groups });

describe('search dialog state: opening', () => {
  it('starts with the opening query and recent searches, loading the index, nothing highlighted but the first', () => {
    const state = start('p', [sorting]);
    expect(state).toMatchObject({ query: 'p', recent: [sorting], index: { status: 'loading' }, attempt: 0, results: null, cursor: 0 });
  });

  it('sees a new opening only when open or the opening query changes', () => {
    const state = start('p');
    expect(isNewOpening(state, true, 'p')).toBe(false);
    expect(isNewOpening(state, false, 'p')).toBe(true);
    expect(isNewOpening(state, true, 'pa')).toBe(true);
  });

  it('opens afresh with the typed query and the recent searches read again, keeping the index', () => {
    const before = run(withResults('pagination'), { type: 'highlighted', position: 2 });
    const state = run(before, { type: 'closed', initialQuery: '' }, { type: 'opened', initialQuery: 'd', recent: [sorting] });
    expect(state).toMatchObject({ opening: { open: true, initialQuery: 'd' }, query: 'd', recent: [sorting], cursor: 0, index: { status: 'ready' } });
  });

  it('takes an opening query that grows while open (keys held while its chunk loaded) as a new opening', () => {
    const state = start('s');
    expect(isNewOpening(state, true, 'so')).toBe(true);
    expect(run(state, { type: 'opened', initialQuery: 'so', recent: [] }).query).toBe('so');
  });

  it('keeps what it showed when it closes, until the next opening', () => {
    const before = run(start('s'), { type: 'queryChanged', query: 'sort' }, { type: 'highlighted', position: 1 });
    const state = run(before, { type: 'closed', initialQuery: 'sorting' });
    expect(state.opening).toEqual({ open: false, initialQuery: 'sorting' });
    expect(state).toMatchObject({ query: 'sort', cursor: 1 });
    expect(isNewOpening(state, true, 'sorting')).toBe(true);
  });
});

describe('search dialog state: index', () => {
  it('becomes ready, or fails, and a retry loads it again', () => {
    const ready = run(start(), { type: 'indexLoaded' });
    expect(ready.index).toEqual({ status: 'ready' });
    const failed = run(start(), { type: 'indexFailed' });
    expect(failed.index).toEqual({ status: 'failed' });
    expect(screenOf(failed)).toBe('unavailable');
    const retried = run(failed, { type: 'retried' });
    expect(retried).toMatchObject({ index: { status: 'loading' }, attempt: 1 });
    expect(run(retried, { type: 'indexFailed' }, { type: 'retried' }).attempt).toBe(2);
  });

  it('says unavailable before anything else, and hides the clear button then', () => {
    const state = run(start('', [sorting]), { type: 'indexFailed' });
    expect(screenOf(state)).toBe('unavailable');
    expect(searchProgress(state)).toBe('failed');
    expect(canClearRecent(state)).toBe(false);
    expect(canClearRecent(run(state, { type: 'retried' }))).toBe(true);
  });
});

describe('search dialog state: results', () => {
  it('shows the start screen for an empty or blank query', () => {
    expect(screenOf(start())).toBe('start');
    expect(screenOf(run(start(), { type: 'queryChanged', query: '   ' }))).toBe('start');
    expect(searchProgress(run(start(), { type: 'indexLoaded' }))).toBe('empty');
  });

  it('waits for the first results, then shows them with their count', () => {
    const waiting = run(start(), { type: 'indexLoaded' }, { type: 'queryChanged', query: 'pagination' });
    expect(screenOf(waiting)).toBe('loading');
    expect(searchProgress(waiting)).toBe('searching');
    expect(resultCount(waiting)).toBeNull();
    const found = run(waiting, { type: 'resultsFound', query: 'pagination', groups: paginationGroups });
    expect(screenOf(found)).toBe('results');
    expect(searchProgress(found)).toBe('results');
    expect(resultCount(found)).toBe(2);
  });

  it('matches results to the trimmed query', () => {
    const state = withResults('  pagination ');
    expect(resultsAreCurrent(state)).toBe(true);
    expect(resultCount(state)).toBe(2);
  });

  it('keeps the last results up while the next query runs, without their count', () => {
    const state = run(withResults('pagination'), { type: 'queryChanged', query: 'paginationx' });
    expect(shownResults(state)?.query).toBe('pagination');
    expect(screenOf(state)).toBe('results');
    expect(resultsAreCurrent(state)).toBe(false);
    expect(resultCount(state)).toBeNull();
    expect(searchProgress(state)).toBe('searching');
  });

  it('ignores the results of a query the reader has typed past', () => {
    const typedOn = run(withResults('pag'), { type: 'queryChanged', query: 'pagination' });
    const stale = run(typedOn, { type: 'resultsFound', query: 'pag', groups: [] });
    expect(stale).toBe(typedOn);
    expect(run(typedOn, { type: 'searchFailed', query: 'pag' })).toBe(typedOn);
    const fresh = run(typedOn, { type: 'resultsFound', query: 'pagination', groups: [] });
    expect(fresh.results).toEqual({ query: 'pagination', groups: [] });
  });

  it('says nothing matched, for an empty result or a failed search', () => {
    const none = withResults('paginaton', []);
    expect(screenOf(none)).toBe('noResults');
    expect(resultCount(none)).toBe(0);
    const failed = run(start(), { type: 'indexLoaded' }, { type: 'queryChanged', query: 'x' }, { type: 'searchFailed', query: 'x' });
    expect(failed.results).toEqual({ query: 'x', groups: [] });
    expect(screenOf(failed)).toBe('noResults');
  });

  it('shows no results for an emptied query, and none for a failed index either', () => {
    const emptied = run(withResults('pagination'), { type: 'queryChanged', query: '' });
    expect(shownResults(emptied)).toBeNull();
    expect(resultCount(emptied)).toBeNull();
    expect(screenOf(run(withResults('pagination'), { type: 'indexFailed' }))).toBe('unavailable');
  });
});

describe('search dialog state: options', () => {
  it('lists recent searches then quick links for an empty query', () => {
    const options = optionsOf(start('', [sorting]), quickLinks);
    expect(options.map((option) => option.key)).toEqual(['recent:/x/react-data-grid/sorting/', 'quick:/x/react-data-grid/quickstart/', 'quick:/x/react-charts/']);
    expect(options[0]).toMatchObject({ title: 'Sorting', query: 'sort' });
    expect(options[2]).toMatchObject({ title: 'Overview', product: 'Charts' });
    expect(options[2].query).toBeUndefined();
  });

  it('lists each page and its sections, titled without the product, with the query they answer', () => {
    const options = optionsOf(withResults('pagination'), quickLinks);
    expect(options.map((option) => [option.key, option.title])).toEqual([
      ['page:/x/react-data-grid/pagination/', 'Pagination'],
      ['section:/x/react-data-grid/pagination/#page-size', 'Page size · Pagination'],
      ['page:/x/api/data-grid/data-grid/', 'DataGrid API'],
    ]);
    expect(options.every((option) => option.query === 'pagination')).toBe(true);
  });

  it('offers the quick links when nothing matched, and nothing while the first results are on their way', () => {
    expect(optionsOf(withResults('paginaton', []), quickLinks).map((option) => option.key)).toEqual(['quick:/x/react-data-grid/quickstart/', 'quick:/x/react-charts/']);
    expect(optionsOf(run(start(), { type: 'queryChanged', query: 'p' }), quickLinks)).toEqual([]);
  });
});

describe('search dialog state: the highlighted option', () => {
  it('moves with the arrows and wraps at either end', () => {
    expect(keyIntent('ArrowDown', false, 0, 3)).toEqual({ type: 'move', position: 1 });
    expect(keyIntent('ArrowDown', false, 2, 3)).toEqual({ type: 'move', position: 0 });
    expect(keyIntent('ArrowUp', false, 0, 3)).toEqual({ type: 'move', position: 2 });
    expect(keyIntent('ArrowUp', false, 2, 3)).toEqual({ type: 'move', position: 1 });
    expect(keyIntent('ArrowDown', false, 0, 1)).toEqual({ type: 'move', position: 0 });
  });

  it('chooses the highlighted option with Enter, but not while an input method composes', () => {
    expect(keyIntent('Enter', false, 2, 3)).toEqual({ type: 'choose', position: 2 });
    expect(keyIntent('Enter', true, 2, 3)).toBeNull();
  });

  it('leaves other keys, and every key when the list is empty, to the field', () => {
    for (const key of ['Home', 'End', 'a', 'Escape', 'Tab']) expect(keyIntent(key, false, 1, 3)).toBeNull();
    for (const key of ['ArrowDown', 'ArrowUp', 'Enter']) expect(keyIntent(key, false, 0, 0)).toBeNull();
  });

  it('follows the pointer and keeps the state when nothing changes', () => {
    const state = run(start(), { type: 'highlighted', position: 2 });
    expect(state.cursor).toBe(2);
    expect(run(state, { type: 'highlighted', position: 2 })).toBe(state);
  });

  it('goes back to the first option when the list changes', () => {
    const highlighted = run(withResults('pagination'), { type: 'highlighted', position: 2 });
    expect(run(highlighted, { type: 'queryChanged', query: 'paginatio' }).cursor).toBe(0);
    expect(run(highlighted, { type: 'recentChanged', recent: [sorting] }).cursor).toBe(0);
  });

  it('stays put when the query only gains spaces around it, the index changes, or more pages come for the same query', () => {
    const highlighted = run(withResults('pagination'), { type: 'highlighted', position: 2 });
    expect(run(highlighted, { type: 'resultsFound', query: 'pagination', groups: paginationGroups }).cursor).toBe(2);
    expect(run(highlighted, { type: 'queryChanged', query: 'pagination ' }).cursor).toBe(2);
    expect(run(highlighted, { type: 'retried' }).cursor).toBe(2);
  });
});

describe('search dialog state: recent searches', () => {
  it('replaces the list, and offers to clear it only on the start screen with entries', () => {
    const state = run(start(), { type: 'recentChanged', recent: [sorting] });
    expect(state.recent).toEqual([sorting]);
    expect(canClearRecent(state)).toBe(true);
    expect(canClearRecent(run(state, { type: 'queryChanged', query: 'x' }))).toBe(false);
    expect(canClearRecent(run(state, { type: 'recentChanged', recent: [] }))).toBe(false);
  });
});
