import { displayTitle, type ResultGroup } from './groupResults';
import type { QuickLinkGroup } from './quickLinks';
import type { RecentSearch } from './recentSearches';

/** Something Enter or a click can open: a result, one of its sections, a recent or quick link. */
export interface SearchOption {
  /** Unique in the list: the same page can be both a recent search and a quick link. */
  key: string;
  url: string;
  title: string;
  product: string;
  /** Set for search results: they go to the recent searches when opened. */
  query?: string;
}

/** Whether the search can answer: ready once the search map or the full-text index has loaded, failed when neither could. */
export type IndexState = { status: 'loading' } | { status: 'ready' } | { status: 'failed' };

/** What a (trimmed) query found. */
export interface SearchResults {
  query: string;
  groups: ResultGroup[];
}

export interface SearchDialogState {
  /** The props of the last opening: new ones start afresh (see isNewOpening). */
  opening: { open: boolean; initialQuery: string };
  query: string;
  recent: RecentSearch[];
  index: IndexState;
  /** Counts the reader's retries: the index loads again each time it changes. */
  attempt: number;
  /** The latest results; they stay up while the next query runs, so the list does not blink. */
  results: SearchResults | null;
  /** The highlighted option's position in optionsOf's list. */
  cursor: number;
}

export type SearchDialogAction =
  | { type: 'opened'; initialQuery: string; recent: RecentSearch[] }
  | { type: 'closed'; initialQuery: string }
  | { type: 'queryChanged'; query: string }
  | { type: 'indexLoaded' }
  | { type: 'indexFailed' }
  | { type: 'retried' }
  | { type: 'resultsFound'; query: string; groups: ResultGroup[] }
  | { type: 'searchFailed'; query: string }
  | { type: 'recentChanged'; recent: RecentSearch[] }
  | { type: 'highlighted'; position: number };

export function initialSearchState(open: boolean, initialQuery: string, recent: RecentSearch[]): SearchDialogState {
  return { opening: { open, initialQuery }, query: initialQuery, recent, index: { status: 'loading' }, attempt: 0, results: null, cursor: 0 };
}

/** Whether the dialog's props differ from its last opening's (the component then dispatches opened or closed). */
export function isNewOpening(state: SearchDialogState, open: boolean, initialQuery: string): boolean {
  return state.opening.open !== open || state.opening.initialQuery !== initialQuery;
}

export function searchDialogReducer(state: SearchDialogState, action: SearchDialogAction): SearchDialogState {
  switch (action.type) {
    case 'opened':
      return { ...state, opening: { open: true, initialQuery: action.initialQuery }, query: action.initialQuery, recent: action.recent, cursor: 0 };
    case 'closed':
      // What the dialog showed stays until the next opening replaces it.
      return { ...state, opening: { open: false, initialQuery: action.initialQuery } };
    case 'queryChanged': {
      // The highlight belongs to one list: a new list starts at its first option.
      const sameList = action.query.trim() === state.query.trim();
      return { ...state, query: action.query, cursor: sameList ? state.cursor : 0 };
    }
    case 'indexLoaded':
      return state.index.status === 'ready' ? state : { ...state, index: { status: 'ready' } };
    case 'indexFailed':
      return { ...state, index: { status: 'failed' } };
    case 'retried':
      return { ...state, index: { status: 'loading' }, attempt: state.attempt + 1 };
    case 'resultsFound':
    case 'searchFailed':
      // A search that ends after the reader typed on must not replace the newer query's list.
      if (action.query !== state.query.trim()) return state;
      // More pages for the same query (the full-text index's, below the map's) keep the highlight where it is.
      return { ...state, results: { query: action.query, groups: action.type === 'resultsFound' ? action.groups : [] }, cursor: state.results?.query === action.query ? state.cursor : 0 };
    case 'recentChanged':
      return { ...state, recent: action.recent, cursor: 0 };
    case 'highlighted':
      return action.position === state.cursor ? state : { ...state, cursor: action.position };
  }
}

export const trimmedQuery = (state: Pick<SearchDialogState, 'query'>): string => state.query.trim();

/** The results on screen: none for an empty query, else the latest, even if for an earlier query. */
export function shownResults(state: Pick<SearchDialogState, 'query' | 'results'>): SearchResults | null {
  return trimmedQuery(state) !== '' ? state.results : null;
}

/** Whether the results on screen are those of the query in the field. */
export function resultsAreCurrent(state: Pick<SearchDialogState, 'query' | 'results'>): boolean {
  const trimmed = trimmedQuery(state);
  return trimmed !== '' && state.results !== null && state.results.query === trimmed;
}

export type SearchScreen = 'unavailable' | 'start' | 'noResults' | 'results' | 'loading';

/** The dialog's body: index failure first, then the start screen for an empty query, then results. */
export function screenOf(state: SearchDialogState): SearchScreen {
  if (state.index.status === 'failed') return 'unavailable';
  if (trimmedQuery(state) === '') return 'start';
  const shown = shownResults(state);
  if (!shown) return 'loading';
  return shown.groups.length === 0 ? 'noResults' : 'results';
}

/** `data-search-state`, which tests and tooling wait on. */
export function searchProgress(state: SearchDialogState): 'loading' | 'failed' | 'results' | 'searching' | 'empty' {
  if (state.index.status !== 'ready') return state.index.status;
  if (resultsAreCurrent(state)) return 'results';
  return trimmedQuery(state) ? 'searching' : 'empty';
}

/** Pages found for the query in the field, for the status line; null while it has none of its own. */
export function resultCount(state: SearchDialogState): number | null {
  if (!resultsAreCurrent(state) || !state.results) return null;
  return state.results.groups.reduce((total, group) => total + group.pages.length, 0);
}

export function canClearRecent(state: SearchDialogState): boolean {
  return state.recent.length > 0 && trimmedQuery(state) === '' && state.index.status !== 'failed';
}

export const optionKey = {
  recent: (url: string) => `recent:${url}`,
  quick: (url: string) => `quick:${url}`,
  page: (url: string) => `page:${url}`,
  section: (url: string) => `section:${url}`,
};

/**
 * The options in screen order: recent searches then quick links for an empty query, the quick
 * links when nothing matches, else each page followed by its sections.
 */
export function optionsOf(state: Pick<SearchDialogState, 'query' | 'recent' | 'results'>, quickLinks: readonly QuickLinkGroup[]): SearchOption[] {
  const quick = quickLinks.flatMap((group) => group.links.map((link) => ({ ...link, key: optionKey.quick(link.url), product: group.title })));
  if (trimmedQuery(state) === '') return [...state.recent.map((entry) => ({ ...entry, key: optionKey.recent(entry.url) })), ...quick];
  const shown = shownResults(state);
  if (!shown) return [];
  if (shown.groups.length === 0) return quick;
  return shown.groups.flatMap((group) =>
    group.pages.flatMap((page) => [
      { key: optionKey.page(page.url), url: page.url, title: displayTitle(page), product: page.product, query: shown.query },
      ...page.sections.map((section) => ({ key: optionKey.section(section.url), url: section.url, title: `${section.title} · ${displayTitle(page)}`, product: page.product, query: shown.query })),
    ]),
  );
}

export type KeyIntent = { type: 'move'; position: number } | { type: 'choose'; position: number };

/**
 * What a key in the field does to a list of `count` options highlighted at `cursor`: the arrows
 * move, wrapping at either end; Enter chooses, unless it confirms an input method's composition.
 * Null leaves the key to the field.
 */
export function keyIntent(key: string, composing: boolean, cursor: number, count: number): KeyIntent | null {
  if (count === 0) return null;
  if (key === 'ArrowDown' || key === 'ArrowUp') {
    const step = key === 'ArrowDown' ? 1 : -1;
    return { type: 'move', position: (cursor + step + count) % count };
  }
  if (key === 'Enter' && !composing) return { type: 'choose', position: cursor };
  return null;
}
