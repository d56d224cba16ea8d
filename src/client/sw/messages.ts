/** What the page posts to a waiting worker so it activates now rather than when every tab closes. */
export const SKIP_WAITING = 'SKIP_WAITING';

/**
 * What a page posts to the worker that has just claimed it: the page and the files it loaded
 * before there was a worker to cache them, so that first page opens offline too.
 */
export const CACHE_LOADED = 'CACHE_LOADED';

export interface CacheLoadedMessage {
  type: typeof CACHE_LOADED;
  page: string;
  assets: string[];
}
