/**
 * The site search, as plain DOM code over the dialog every page already holds (SearchBox.tsx).
 * It does not wait for React or the page's code: the inline loader opens the dialog with its field
 * focused at the first tap (src/client/boot/openSearch.ts) and loads this module, a bundle of its
 * own (src/build/export/browserBundle.ts), which loads the index and draws the results. What it
 * shows and how the keys move through it is the pure state of ../searchDialogState.ts; this
 * module wires it to the dialog's elements.
 */
import { pages as navPages, readingOrder } from '../../../shared/nav/siteNav';
import { pageToTitle } from '../../../shared/nav/pageTitle';
import { groupResults, type ResultGroup } from '../groupResults';
import { importPagefind, loadPagefind, RESULT_PAGES, searchPages, type PagefindLoader } from '../pagefindClient';
import type { PagefindApi } from '../pagefindTypes';
import { appendTextHits, fetchSearchMap, loadSearchMap, prepareInSlices, searchMapGroups, type SearchMapLoader } from '../searchMapClient';
import type { PreparedSearchMap } from '../../../shared/search/map/prepareSearchMap';
import { quickLinksFromNav } from '../quickLinks';
import { browserStorage, forgetAllSearches, readRecentSearches, rememberSearch } from '../recentSearches';
import {
  canClearRecent,
  initialSearchState,
  keyIntent,
  optionsOf,
  resultCount,
  screenOf,
  searchDialogReducer,
  searchProgress,
  shownResults,
  type SearchDialogAction,
  type SearchDialogState,
  type SearchOption,
} from '../searchDialogState';
import { suggestQuery, vocabularyOf } from '../suggestQuery';
import { fill, h } from './searchBoxDom';
import { renderSearchBody } from './renderSearchBody';
import { listboxId, optionId } from './searchBoxIds';
import { readSearchBoxStrings } from './searchBoxStrings';
import { hideSearch, searchIsOpen, whenSearchCloses } from '../../boot/searchPopover';

const quickLinks = quickLinksFromNav(navPages);
const vocabulary = vocabularyOf(readingOrder.map((page) => pageToTitle(page)));

export interface SearchBoxOptions {
  /** Where the full-text index comes from; tests pass a fake. */
  loader?: PagefindLoader;
  /** Where the search map comes from; tests pass a fake. */
  mapLoader?: SearchMapLoader;
  /** Opens a result in this tab; by default Next's router once the page has hydrated, else a page load. */
  navigate?: (url: string) => void;
  /** The development server, whose pages have no index. */
  development?: boolean;
}

export interface SearchBox {
  /** The dialog has just opened: start afresh from what its field holds (empty, or typed already). */
  opened(): void;
}

interface NextWindow {
  next?: { router?: { push(url: string): Promise<boolean> } };
}

function defaultNavigate(url: string) {
  const router = (window as unknown as NextWindow).next?.router;
  if (router && document.documentElement.getAttribute('data-hydrated') === 'true') void router.push(url);
  else window.location.assign(url);
}

const mounted = new WeakMap<HTMLElement, SearchBox>();

const mapPages = (groups: readonly ResultGroup[]) => groups.reduce((total, group) => total + group.pages.length, 0);

/** How long the reader pauses before the full-text index adds its pages to the map's. */
const TEXT_PAUSE_MS = 300;
/** Fewer pages than this from the map for a query, and the full-text index is loaded to find more. */
const FULL_TEXT_BELOW = 5;

export function mountSearchBox(dialog: HTMLElement, options: SearchBoxOptions = {}): SearchBox {
  const existing = mounted.get(dialog);
  if (existing) return existing;
  const doc = dialog.ownerDocument;
  const input = dialog.querySelector<HTMLInputElement>('input[role="combobox"]');
  const body = dialog.querySelector<HTMLElement>('[data-search-body]');
  const status = dialog.querySelector<HTMLElement>('[role="status"]');
  const footerAction = dialog.querySelector<HTMLElement>('[data-search-footer-action]');
  if (!input || !body || !status || !footerAction) throw new Error('The search dialog is missing its field, body, status or footer');
  const strings = readSearchBoxStrings(dialog.getAttribute('data-strings'));
  const loader = options.loader ?? importPagefind;
  const mapLoader = options.mapLoader ?? fetchSearchMap;
  const product = dialog.getAttribute('data-product');
  const navigate = options.navigate ?? defaultNavigate;
  const baseId = dialog.id || 'docs-search';
  const note = footerAction.textContent ?? '';
  const noteElement = () => h(doc, 'span', { class: 'docs-search-note' }, [note]);

  let state: SearchDialogState = initialSearchState(searchIsOpen(dialog), input.value, readRecentSearches(browserStorage()));
  let options_: SearchOption[] = [];
  let drawn: Pick<SearchDialogState, 'query' | 'recent' | 'results' | 'index'> | null = null;
  // Two sources answer a query. The search map, small and loaded first, answers each key at once
  // with the pages titled, headed or named for the words. The full-text index (Pagefind, three
  // times the map's transfer) is loaded only when the map finds few pages for a query, and from
  // then on adds the pages that only say the words in their text, once the reader pauses. Each
  // query runs once per source, and again only when that source has newly loaded.
  let searchMap: PreparedSearchMap | null = null;
  let fullText: PagefindApi | null = null;
  let fullTextState: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  let mapSearched = '';
  /** Whether the map has its headings and entries too: until then a query it finds little for may still find more in it. */
  let mapComplete = false;
  let textSearched = '';
  let pauseTimer: ReturnType<typeof setTimeout> | undefined;
  /** The query a pause is being waited for, or was reached for. */
  let pausedFor = '';
  /** The map's groups for the query it last answered. */
  let mapAnswer: { query: string; groups: ResultGroup[] } | null = null;

  const draw = () => {
    const listChanged = !drawn || drawn.query.trim() !== state.query.trim() || drawn.recent !== state.recent || drawn.results !== state.results || drawn.index !== state.index;
    if (listChanged) {
      options_ = optionsOf(state, quickLinks);
      const positions = new Map(options_.map((option, position) => [option.key, position]));
      const shown = shownResults(state);
      const screen = screenOf(state);
      body.replaceChildren(
        ...renderSearchBody(doc, {
          screen,
          recent: state.recent,
          results: shown,
          quickLinks,
          suggestion: screen === 'noResults' && shown ? suggestQuery(shown.query, vocabulary) : null,
          positions,
          cursor: state.cursor,
          baseId,
          strings,
          development: options.development ?? false,
        }),
      );
      const count = resultCount(state);
      status.textContent = count === null ? '' : count === 1 ? strings.oneResult : fill(strings.resultCount, { count: String(count) });
      footerAction.replaceChildren(canClearRecent(state) ? h(doc, 'button', { type: 'button', class: 'docs-search-text-button', 'data-search-clear': true }, [strings.clearRecent]) : noteElement());
    } else {
      for (const option of body.querySelectorAll('[role="option"]')) option.setAttribute('aria-selected', String(option.getAttribute('data-position') === String(state.cursor)));
    }
    drawn = state;
    body.setAttribute('data-search-state', searchProgress(state));
    input.setAttribute('aria-expanded', String(options_.length > 0));
    input.setAttribute('aria-controls', listboxId(baseId));
    if (options_.length > 0) input.setAttribute('aria-activedescendant', optionId(baseId, state.cursor));
    else input.removeAttribute('aria-activedescendant');
    doc.getElementById(optionId(baseId, state.cursor))?.scrollIntoView?.({ block: 'nearest' });
  };

  const searchText = (query: string) => {
    if (!fullText || query !== state.query.trim() || query === textSearched) return;
    textSearched = query;
    const mapGroups = mapAnswer?.query === query ? mapAnswer.groups : null;
    // Each page costs the full-text index a request: fewer when the map has answered well.
    const limit = mapGroups && mapPages(mapGroups) >= FULL_TEXT_BELOW ? Math.ceil(RESULT_PAGES / 2) : RESULT_PAGES;
    searchPages(fullText, query, limit, () => textSearched === query && state.query.trim() === query).then(
      (hits) => {
        if (!hits) return;
        const groups = mapGroups ? appendTextHits(mapGroups, hits) : groupResults(hits, product, query);
        dispatch({ type: 'resultsFound', query, groups });
      },
      () => {
        // The map's answer stands; with none, the search failed.
        if (!mapGroups) dispatch({ type: 'searchFailed', query });
      },
    );
  };

  const search = () => {
    const query = state.query.trim();
    if (state.index.status !== 'ready' || !query) return;
    if (searchMap && query !== mapSearched) {
      mapSearched = query;
      const groups = searchMapGroups(searchMap, query, product);
      mapAnswer = { query, groups };
      // No page titled or named for the words: the full text decides, unless it cannot.
      if (groups.length > 0 || fullTextState === 'failed') dispatch({ type: 'resultsFound', query, groups });
    }
    if (query !== pausedFor) {
      clearTimeout(pauseTimer);
      pausedFor = query;
      // While the reader types, the map answers; the full text waits for a pause.
      pauseTimer = setTimeout(() => atPause(query), searchMap ? TEXT_PAUSE_MS : 0);
    }
  };

  /** The reader has stopped on a query: the full text adds to it, or is loaded if the map found little. */
  const atPause = (query: string) => {
    if (query !== state.query.trim()) return;
    if (fullText) searchText(query);
    else if (!searchMap || (mapComplete && (mapAnswer?.query !== query || mapPages(mapAnswer.groups) < FULL_TEXT_BELOW))) loadFullText();
  };

  function dispatch(action: SearchDialogAction) {
    const next = searchDialogReducer(state, action);
    if (next === state) return;
    state = next;
    draw();
    search();
  }

  const loadFullText = () => {
    if (fullTextState === 'loading' || fullTextState === 'ready') return;
    fullTextState = 'loading';
    loadPagefind(loader).then(
      (api) => {
        fullText = api;
        fullTextState = 'ready';
        textSearched = '';
        if (state.index.status === 'ready') searchText(state.query.trim());
        else dispatch({ type: 'indexLoaded' });
      },
      () => {
        fullTextState = 'failed';
        if (!searchMap) dispatch({ type: 'indexFailed' });
        // A query the map found nothing for was waiting on the full text.
        else if (mapAnswer && mapAnswer.query === state.query.trim() && mapAnswer.groups.length === 0) dispatch({ type: 'resultsFound', query: mapAnswer.query, groups: [] });
      },
    );
  };

  // The map first, alone on the connection; the full-text index after it, if a query needs it.
  const loadIndex = () => {
    if (searchMap) return;
    loadSearchMap(mapLoader).then(
      (map) => {
        searchMap = map;
        mapSearched = '';
        // Titles answer at once; the query is asked again once headings and entries are in too,
        // and only then may the full-text index start loading, so the two never share the processor.
        dispatch({ type: 'indexLoaded' });
        search();
        void prepareInSlices(map).then(() => {
          mapComplete = true;
          mapSearched = '';
          pausedFor = '';
          search();
        });
      },
      // Without the map (the development server has none, or it failed to load) the full text answers alone.
      () => loadFullText(),
    );
  };

  const choose = (option: SearchOption, newTab: boolean) => {
    if (option.query !== undefined) {
      dispatch({ type: 'recentChanged', recent: rememberSearch(browserStorage(), { query: option.query, title: option.title, url: option.url, product: option.product }) });
    }
    if (newTab) {
      window.open(option.url, '_blank', 'noopener');
      return;
    }
    hideSearch(dialog);
    navigate(option.url);
  };

  input.addEventListener('input', () => dispatch({ type: 'queryChanged', query: input.value }));
  input.addEventListener('keydown', (event) => {
    const intent = keyIntent(event.key, event.isComposing, state.cursor, options_.length);
    if (!intent) return;
    event.preventDefault();
    if (intent.type === 'move') dispatch({ type: 'highlighted', position: intent.position });
    else if (options_[intent.position]) choose(options_[intent.position], event.metaKey || event.ctrlKey);
  });
  body.addEventListener('mousemove', (event) => {
    const option = event.target instanceof Element ? event.target.closest('[role="option"]') : null;
    const position = Number(option?.getAttribute('data-position') ?? -1);
    if (option && position >= 0 && position !== state.cursor) dispatch({ type: 'highlighted', position });
  });
  dialog.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (target?.closest('[data-search-close]')) {
      hideSearch(dialog);
    } else if (target?.closest('[data-search-retry]')) {
      dispatch({ type: 'retried' });
      loadIndex();
    } else if (target?.closest('[data-search-clear]')) {
      dispatch({ type: 'recentChanged', recent: forgetAllSearches(browserStorage()) });
      input.focus();
    } else if (target?.closest('[data-suggestion]')) {
      input.value = target.closest('[data-suggestion]')?.getAttribute('data-suggestion') ?? '';
      dispatch({ type: 'queryChanged', query: input.value });
      input.focus();
    } else {
      const link = target?.closest('[role="option"]');
      const option = options_[Number(link?.getAttribute('data-position') ?? -1)];
      if (!link || !option || event.button !== 0) return;
      // A new tab or window is the link's own doing; this one only remembers the search.
      const newTab = event.metaKey || event.ctrlKey || event.shiftKey;
      if (!newTab) event.preventDefault();
      if (newTab && option.query !== undefined) {
        dispatch({ type: 'recentChanged', recent: rememberSearch(browserStorage(), { query: option.query, title: option.title, url: option.url, product: option.product }) });
      } else if (!newTab) {
        choose(option, false);
      }
    }
  });
  whenSearchCloses(dialog, () => dispatch({ type: 'closed', initialQuery: state.opening.initialQuery }));

  const box: SearchBox = {
    opened() {
      dispatch({ type: 'opened', initialQuery: input.value, recent: readRecentSearches(browserStorage()) });
    },
  };
  mounted.set(dialog, box);
  draw();
  loadIndex();
  return box;
}
