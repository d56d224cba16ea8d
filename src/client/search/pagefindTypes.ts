/**
 * The part of Pagefind's browser API (`/x/pagefind/pagefind.js`, written by the build) the site
 * uses. Pagefind ships no types for the generated bundle, so they are declared here.
 */
export interface PagefindAnchor {
  element: string;
  id: string;
  text?: string;
  location: number;
}

export interface PagefindResultData {
  url: string;
  /** The indexed text of the page; split on whitespace, `locations` index into it. */
  content: string;
  /** HTML: escaped text with the matching words in `<mark>`. */
  excerpt: string;
  meta: Record<string, string | undefined>;
  filters?: Record<string, string[]>;
  locations: number[];
  /** Every element of the page body that has an id, in reading order. */
  anchors: PagefindAnchor[];
  word_count: number;
}

export interface PagefindResult {
  id: string;
  score: number;
  data(): Promise<PagefindResultData>;
}

export interface PagefindSearch {
  results: PagefindResult[];
  unfilteredResultCount: number;
}

export interface PagefindApi {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  preload(term: string): Promise<void>;
  search(term: string, options?: { filters?: Record<string, string | string[]> }): Promise<PagefindSearch | null>;
}
