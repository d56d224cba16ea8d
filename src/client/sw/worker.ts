/**
 * The docs service worker, bundled by the build (`src/node/sw/writeServiceWorker.ts`) into `out/x/sw.js`. The build id and
 * the precache list (the shell every page shares) are written in at build time.
 */
import { setCacheNameDetails } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate, type Strategy } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types';
import { CACHE_PREFIX, cacheFor, cacheName, isCacheable, loadedToCache, outdatedCaches, pageForData, type RuntimeCache } from './cachePolicy';
import { CACHE_LOADED, SKIP_WAITING, type CacheLoadedMessage } from './messages';

// Declared here rather than through the `webworker` lib, which cannot share a program with `dom`.
interface WorkerScope {
  __WB_MANIFEST: (string | PrecacheEntry)[];
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'message', listener: (event: MessageEvent & { waitUntil(promise: Promise<unknown>): void }) => void): void;
  addEventListener(type: 'activate', listener: (event: { waitUntil(promise: Promise<unknown>): void }) => void): void;
}

declare const self: WorkerScope;
declare const BUILD_ID: string;

setCacheNameDetails({ prefix: CACHE_PREFIX });

// A page's address answers HTML or its Markdown twin by the Accept header (`Vary: Accept`), and the
// Cache API honours Vary: a page this worker fetched (Accept: */*) would not match the browser's
// navigation (Accept: text/html, …) offline. It only ever stores what a browser gets, the HTML.
const MATCH: CacheQueryOptions = { ignoreVary: true };

async function cacheIfMissing(kind: RuntimeCache, url: string): Promise<void> {
  if (await matchPrecache(url)) return;
  const cache = await caches.open(cacheName(kind, BUILD_ID));
  if (await cache.match(url, MATCH)) return;
  const response = await fetch(url, { redirect: 'manual' });
  if (isCacheable(response)) await cache.put(url, response);
}

// Replaces workbox's defaults, which keep any 200 and, for NetworkFirst and StaleWhileRevalidate,
// opaque answers too (a navigation's redirect is one).
const onlyCacheable: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (isCacheable(response) ? response : null),
};

// Both messages come from src/client/sw/registration.ts.
self.addEventListener('message', (event) => {
  const data = event.data as { type?: string } | null;
  if (data?.type === SKIP_WAITING) void self.skipWaiting();
  if (data?.type === CACHE_LOADED) {
    const { page, assets } = data as CacheLoadedMessage;
    const entries = loadedToCache(page, assets, self.location.origin);
    // One file that fails (gone, or the network dropped) must not stop the others.
    event.waitUntil(Promise.allSettled(entries.map(({ kind, url }) => cacheIfMissing(kind, url))));
  }
});

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

const strategies: Record<RuntimeCache, Strategy> = {
  pages: new NetworkFirst({ cacheName: cacheName('pages', BUILD_ID), plugins: [onlyCacheable], matchOptions: MATCH }),
  assets: new CacheFirst({ cacheName: cacheName('assets', BUILD_ID), plugins: [onlyCacheable], matchOptions: MATCH }),
  static: new StaleWhileRevalidate({ cacheName: cacheName('static', BUILD_ID), plugins: [onlyCacheable], matchOptions: MATCH }),
};

const origin = self.location.origin;
for (const kind of Object.keys(strategies) as RuntimeCache[]) {
  registerRoute(
    ({ url, request }) => cacheFor({ url, mode: request.mode, method: request.method }, origin) === kind,
    async (options) => {
      const response = await strategies[kind].handle(options);
      const page = kind === 'assets' ? pageForData(options.url.pathname) : null;
      if (page && 'waitUntil' in options.event) options.event.waitUntil(cacheIfMissing('pages', page).catch(() => undefined));
      return response;
    },
  );
}

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const stale = outdatedCaches(await caches.keys(), BUILD_ID);
      await Promise.all(stale.map((name) => caches.delete(name)));
      await self.clients.claim();
    })(),
  );
});
