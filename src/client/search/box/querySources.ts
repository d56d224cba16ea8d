/**
 * The two sources that answer the search box's queries. The search map, small and loaded first,
 * answers each key at once with the pages titled, headed or named for the words. The full-text
 * index (Pagefind, three times the map's transfer) is loaded only when the map finds few pages for
 * a query, and from then on adds the pages that only say the words in their text, once the reader
 * pauses. Each query runs once per source, and again only when that source has newly loaded.
 */
import { groupResults, type ResultGroup } from '../groupResults';
import { loadPagefind, RESULT_PAGES, searchPages, type PagefindLoader } from '../pagefindClient';
import type { PagefindApi } from '../pagefindTypes';
import { appendTextHits, loadSearchMap, prepareInSlices, searchMapGroups, type SearchMapLoader } from '../searchMapClient';
import type { PreparedSearchMap } from '../../../shared/search/map/prepareSearchMap';
import type { SearchDialogAction, SearchDialogState } from '../searchDialogState';

const mapPages = (groups: readonly ResultGroup[]) => groups.reduce((total, group) => total + group.pages.length, 0);

/** How long the reader pauses before the full-text index adds its pages to the map's. */
const TEXT_PAUSE_MS = 300;
/** Fewer pages than this from the map for a query, and the full-text index is loaded to find more. */
const FULL_TEXT_BELOW = 5;

export interface QuerySources {
  /** Asks the sources for the current query, each once, and waits for a pause to ask the full text. */
  search(): void;
  /** Loads the map, or the full text when the map cannot load; a call after a failure tries again. */
  loadIndex(): void;
}

/**
 * The sources for one search box. `product` is the reader's, whose pages lead the results;
 * `current` reads the box's state as it is now (the query, and whether the index is ready);
 * the answers and the loading states go to the box's reducer through `dispatch`.
 */
export function createQuerySources(
  loader: PagefindLoader,
  mapLoader: SearchMapLoader,
  product: string | null,
  current: () => SearchDialogState,
  dispatch: (action: SearchDialogAction) => void,
): QuerySources {
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

  const searchText = (query: string) => {
    if (!fullText || query !== current().query.trim() || query === textSearched) return;
    textSearched = query;
    const mapGroups = mapAnswer?.query === query ? mapAnswer.groups : null;
    // Each page costs the full-text index a request: fewer when the map has answered well.
    const limit = mapGroups && mapPages(mapGroups) >= FULL_TEXT_BELOW ? Math.ceil(RESULT_PAGES / 2) : RESULT_PAGES;
    searchPages(fullText, query, limit, () => textSearched === query && current().query.trim() === query).then(
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
    const query = current().query.trim();
    if (current().index.status !== 'ready' || !query) return;
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
    if (query !== current().query.trim()) return;
    if (fullText) searchText(query);
    else if (!searchMap || (mapComplete && (mapAnswer?.query !== query || mapPages(mapAnswer.groups) < FULL_TEXT_BELOW))) loadFullText();
  };

  const loadFullText = () => {
    if (fullTextState === 'loading' || fullTextState === 'ready') return;
    fullTextState = 'loading';
    loadPagefind(loader).then(
      (api) => {
        fullText = api;
        fullTextState = 'ready';
        textSearched = '';
        if (current().index.status === 'ready') searchText(current().query.trim());
        else dispatch({ type: 'indexLoaded' });
      },
      () => {
        fullTextState = 'failed';
        if (!searchMap) dispatch({ type: 'indexFailed' });
        // A query the map found nothing for was waiting on the full text.
        else if (mapAnswer && mapAnswer.query === current().query.trim() && mapAnswer.groups.length === 0) dispatch({ type: 'resultsFound', query: mapAnswer.query, groups: [] });
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

  return { search, loadIndex };
}
