/**
 * What the service worker caches and for how long, as pure rules the worker and the tests share.
 *
 * Run-time caches carry the build id in their name. Pages and the assets they load are cached
 * together per build, and a new build's worker deletes the previous build's caches when it
 * activates: a page is never served with assets of another build.
 */
export const CACHE_PREFIX = 'mui-x-docs';

export type RuntimeCache = 'pages' | 'assets' | 'static';

export function cacheName(kind: RuntimeCache, buildId: string): string {
  return `${CACHE_PREFIX}-${kind}-${buildId}`;
}

const RUNTIME_CACHE = new RegExp(`^${CACHE_PREFIX}-(pages|assets|static)-(.+)$`);

/** Run-time caches left by other builds. The precache is workbox's and it prunes itself. */
export function outdatedCaches(names: readonly string[], buildId: string): string[] {
  return names.filter((name) => {
    const match = RUNTIME_CACHE.exec(name);
    return match !== null && match[2] !== buildId;
  });
}

export interface RequestInfo {
  url: URL;
  /** `navigate` for a document load. */
  mode: string;
  method: string;
}

/**
 * Which cache answers a request, or null for the network alone:
 * - `pages`: documents under the site, network first (a deploy shows at once; offline, the copy);
 * - `assets`: `_next/static` files and `_next/data` JSON, cache first: their URL changes with
 *   their content or with the build;
 * - `static`: other same-origin files (icons, images), served from cache and refreshed behind.
 * Other origins (ads, analytics, feedback) are never touched.
 */
export function cacheFor(request: RequestInfo, origin: string): RuntimeCache | null {
  const { url } = request;
  if (request.method !== 'GET' || url.origin !== origin) return null;
  if (request.mode === 'navigate') return url.pathname.startsWith('/x/') ? 'pages' : null;
  if (url.pathname.startsWith('/_next/static/') || url.pathname.startsWith('/_next/data/')) return 'assets';
  if (url.pathname.startsWith('/static/') || url.pathname === '/favicon.ico') return 'static';
  return null;
}

/**
 * The page a `_next/data` file belongs to: a client-side navigation fetches only the data, and
 * caching the page's HTML beside it is what lets that page open offline later.
 * `/_next/data/<build>/x/react-charts/bars.json` → `/x/react-charts/bars/`.
 */
export function pageForData(pathname: string): string | null {
  const match = /^\/_next\/data\/[^/]+(\/x(?:\/.*)?)\.json$/.exec(pathname);
  return match ? `${match[1]}/` : null;
}

/** What to cache from a page's CACHE_LOADED report: only what the run-time rules would have cached. */
export function loadedToCache(page: string, assets: readonly string[], origin: string): { kind: RuntimeCache; url: string }[] {
  const entries: { kind: RuntimeCache; url: string }[] = [];
  const add = (raw: string, mode: string) => {
    let url: URL;
    try {
      url = new URL(raw, origin);
    } catch {
      return;
    }
    const kind = cacheFor({ url, mode, method: 'GET' }, origin);
    if (kind) entries.push({ kind, url: url.origin + url.pathname + url.search });
  };
  add(page, 'navigate');
  for (const asset of assets) add(asset, 'no-cors');
  return entries;
}

/** What a response says about where it came from, as far as caching goes. */
export interface ResponseInfo {
  status: number;
  /** `basic` for a same-origin answer; `opaque`, `opaqueredirect` or `cors` otherwise. */
  type: string;
  /** True when the fetch followed a redirect: the body belongs to another address. */
  redirected: boolean;
}

/**
 * Whether a response may be kept and served again for its request: only a whole, same-origin 200
 * reached without a redirect. A redirect kept under the address that caused it (an old language
 * prefix, a crafted `..%2f` path) would be replayed by the worker without asking the server, and
 * an opaque answer cannot even be checked.
 */
export function isCacheable(response: ResponseInfo): boolean {
  return response.status === 200 && response.type === 'basic' && !response.redirected;
}
