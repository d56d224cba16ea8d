/**
 * The site search, as plain DOM code over the dialog every page already holds (SearchBox.tsx).
 * It does not wait for React or the page's code: the inline loader opens the dialog with its field
 * focused at the first tap (src/client/boot/openSearch.ts) and loads this module, a bundle of its
 * own (src/node/export/browserBundle.ts), which loads the index and draws the results. What it
 * shows and how the keys move through it is the pure state of ../searchDialogState.ts, and the
 * sources that answer a query are ./querySources.ts; this module wires them to the dialog's elements.
 */
import { navTree as navPages, readingOrder } from '../../../shared/nav/siteNav';
import { pageToTitle } from '../../../shared/nav/pageTitle';
import { importPagefind, type PagefindLoader } from '../pagefindClient';
import { fetchSearchMap, type SearchMapLoader } from '../searchMapClient';
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
import { createQuerySources } from './querySources';
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
  // The search map and the full-text index answer the query; their answers come back as actions.
  const sources = createQuerySources(loader, mapLoader, product, () => state, dispatch);

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

  function dispatch(action: SearchDialogAction) {
    const next = searchDialogReducer(state, action);
    if (next === state) return;
    state = next;
    draw();
    sources.search();
  }

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
      sources.loadIndex();
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
  sources.loadIndex();
  return box;
}
