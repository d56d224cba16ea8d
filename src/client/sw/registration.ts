import { CACHE_LOADED, SKIP_WAITING, type CacheLoadedMessage } from './messages';
import { BUILD_MODE, SERVICE_WORKER_HOST } from '../../shared/site/settings';

export const SERVICE_WORKER_URL = '/x/sw.js';
/** How often a tab waiting to reload checks whether the reader is looking at it. */
export const RELOAD_CHECK_MS = 100;

export interface RegistrationGuard {
  /** `location.hostname` of the page. */
  hostname: string;
  /** The production docs host (SERVICE_WORKER_HOST). */
  productionHost: string;
  nodeEnv: string | undefined;
  hasServiceWorker: boolean;
}

/**
 * Only the production docs site gets a worker: in development it would serve stale code, and on
 * any other host (previews, mirrors, a local `npm start`) it would outlive the visit.
 */
export function shouldRegister({ hostname, productionHost, nodeEnv, hasServiceWorker }: RegistrationGuard): boolean {
  return hasServiceWorker && nodeEnv === 'production' && productionHost !== '' && hostname === productionHost;
}

export interface ReloadDeps {
  hasFocus: () => boolean;
  reload: () => void;
  setInterval: (callback: () => void, ms: number) => number;
  clearInterval: (id: number) => void;
}

/**
 * Reloads the tab once the reader is on it. A background tab reloading by itself would lose
 * its state unseen, and several tabs reloading at once could each trigger the others.
 */
export function lazyReload({ hasFocus, reload, setInterval, clearInterval }: ReloadDeps): void {
  const id = setInterval(() => {
    if (!hasFocus()) return;
    clearInterval(id);
    reload();
  }, RELOAD_CHECK_MS);
}

/** The parts of the ServiceWorker API the update flow uses, so tests can drive it. */
export interface WorkerLike {
  state: string;
  postMessage(message: unknown): void;
  addEventListener(type: 'statechange', listener: () => void): void;
}

export interface RegistrationLike {
  installing: WorkerLike | null;
  waiting: WorkerLike | null;
  addEventListener(type: 'updatefound', listener: () => void): void;
}

/**
 * A deploy's new worker takes over at once, and the page reloads (lazily) when it has: without
 * this the new worker would wait until every tab of the site is closed, and a page whose HTML is
 * from the new build could run next to a worker of the old one.
 *
 * A page that had no worker yet is left alone: its first worker claims it without a reload.
 */
export function takeOverOnUpdate(registration: RegistrationLike, controlled: boolean, onActivated: () => void): void {
  if (!controlled) return;
  let reloading = false;
  const watch = (worker: WorkerLike) => {
    worker.addEventListener('statechange', () => {
      if (worker.state === 'installed' && registration.waiting === worker) worker.postMessage({ type: SKIP_WAITING });
      if (worker.state === 'activated' && !reloading) {
        reloading = true;
        onActivated();
      }
    });
  };
  if (registration.waiting) {
    watch(registration.waiting);
    registration.waiting.postMessage({ type: SKIP_WAITING });
    return;
  }
  if (registration.installing) watch(registration.installing);
  registration.addEventListener('updatefound', () => {
    if (registration.installing) watch(registration.installing);
  });
}

/** The page and the same-site files it has loaded so far, for the worker that just claimed it. */
export function loadedReport(location: Pick<Location, 'pathname' | 'search' | 'origin'>, resources: readonly { name: string }[]): CacheLoadedMessage {
  return {
    type: CACHE_LOADED,
    page: location.pathname + location.search,
    assets: resources.map((entry) => entry.name).filter((url) => url.startsWith(`${location.origin}/`)),
  };
}

/** Registers `/x/sw.js` on the production host and wires the update flow; anywhere else, nothing. */
export async function registerServiceWorker(): Promise<void> {
  const guard: RegistrationGuard = {
    hostname: window.location.hostname,
    productionHost: SERVICE_WORKER_HOST,
    nodeEnv: BUILD_MODE,
    hasServiceWorker: 'serviceWorker' in navigator,
  };
  if (!shouldRegister(guard)) return;
  const { serviceWorker } = navigator;
  const controlled = Boolean(serviceWorker.controller);
  if (!controlled) {
    // The first worker claims this page once it activates; it has not seen anything load yet. A file
    // still loading at that moment is neither in the timeline nor seen by the worker, so each report
    // follows the timeline: what has loaded (buffered), then every file as it finishes.
    serviceWorker.addEventListener(
      'controllerchange',
      () =>
        new PerformanceObserver((list) => serviceWorker.controller?.postMessage(loadedReport(window.location, list.getEntries()))).observe({
          type: 'resource',
          buffered: true,
        }),
      { once: true },
    );
  }
  const registration = await serviceWorker.register(SERVICE_WORKER_URL);
  takeOverOnUpdate(registration, controlled, () =>
    lazyReload({
      hasFocus: () => document.hasFocus(),
      reload: () => window.location.reload(),
      setInterval: (callback, ms) => window.setInterval(callback, ms),
      clearInterval: (id) => window.clearInterval(id),
    }),
  );
}
