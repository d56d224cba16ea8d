import { parseMarkedExcerpt } from './excerpt';
import type { PageHit } from './groupResults';
import type { PagefindApi, PagefindResultData } from './pagefindTypes';
import { PAGEFIND_BUNDLE_PATH } from '../../shared/search/searchConfig';
import { sectionsOf } from './resultSections';

export type PagefindLoader = () => Promise<PagefindApi>;

/** Imports the bundle the build wrote beside the pages: only the chunks a query needs follow. */
export const importPagefind: PagefindLoader = async () => {
  const url = `${PAGEFIND_BUNDLE_PATH}pagefind.js`;
  // Not a module of the app: the bundler must leave this import to the browser.
  const api = (await import(/* webpackIgnore: true */ /* turbopackIgnore: true */ url)) as PagefindApi;
  // Result URLs are site paths: without a base URL Pagefind would prefix the bundle's folder.
  await api.options({ baseUrl: '/', excerptLength: 20 });
  await api.init();
  return api;
};

let loading: Promise<PagefindApi> | null = null;

/** One bundle per page load; a failed load (offline, not built) is retried on the next call. */
export function loadPagefind(loader: PagefindLoader = importPagefind): Promise<PagefindApi> {
  if (!loading) {
    loading = loader();
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
}

/** Forgets the loaded bundle (tests). */
export function resetPagefind(): void {
  loading = null;
}

/** A result as the dialog shows it. Product and kind are the tags the build put on each page. */
export function toPageHit(data: PagefindResultData, query = ''): PageHit {
  return {
    url: data.url,
    title: data.meta.title ?? data.url,
    product: data.meta.product ?? 'MUI X',
    kind: data.meta.kind === 'api' ? 'api' : 'guide',
    excerpt: parseMarkedExcerpt(data.excerpt),
    sections: sectionsOf(data, query),
  };
}

/** How many pages a query loads: each costs one fragment request. */
export const RESULT_PAGES = 12;

/**
 * The best pages for a query with their sections; null when a newer query overtook this one.
 * `isCurrent` is asked once the index has answered: a query the reader has typed past loads no
 * fragments, which would queue ahead of the current query's on a slow connection.
 */
export async function searchPages(api: PagefindApi, query: string, limit = RESULT_PAGES, isCurrent: () => boolean = () => true): Promise<PageHit[] | null> {
  const search = await api.search(query);
  if (!search || !isCurrent()) return null;
  const data = await Promise.all(search.results.slice(0, limit).map((result) => result.data()));
  return data.map((item) => toPageHit(item, query));
}
