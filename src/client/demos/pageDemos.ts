import { docsError } from '../../shared/errors/docsError';
import type { DemoModule, PageDemos } from '../../shared/demos/demoTypes';
import { demosNearViewport, routeOfPath } from './nearbyDemos';

const pages = new Map<string, Promise<PageDemos>>();

/**
 * The loaders of one page's demos. The index behind it is a chunk of its own, so a page's first
 * load carries one loader whatever the number of demos on the site.
 */
export function loadPageDemos(route: string): Promise<PageDemos> {
  let page = pages.get(route);
  if (!page) {
    page = import('./generated/pageIndex').then(async ({ default: index }) => {
      const load = index[route];
      if (!load) throw docsError(6, route);
      return (await load()).default;
    });
    // A failed chunk load may succeed on the next try (a flaky network), so it is not kept.
    page.catch(() => pages.delete(route));
    pages.set(route, page);
  }
  return page;
}

/** Demo loads not yet settled: what the page's idle work waits for before it takes the network. */
const inFlight = new Set<Promise<unknown>>();

/** Loads one demo of a page; fails with a clear error when the page has no such demo. */
export function loadDemo(route: string, id: string): Promise<DemoModule> {
  const loading = loadPageDemos(route).then(({ demos }) => {
    const load = demos[id];
    if (!load) throw docsError(7, route, id);
    return load();
  });
  inFlight.add(loading);
  const settled = () => inFlight.delete(loading);
  loading.then(settled, settled);
  return loading;
}

/**
 * Resolves once no demo is loading: work that only serves later pages (caching the web font)
 * waits for it, so that on a slow network it does not share the bandwidth with the code of the
 * demo the reader is looking at.
 */
export async function whenDemoLoadsSettle(): Promise<void> {
  while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
}

/**
 * Starts loading the demos near the viewport, from the page's address and its server HTML, as
 * soon as the page's modules run: before the page hydrates (see nearbyDemos.ts). Their gates
 * later get the same modules without a fetch. A load that fails here is tried again, and its
 * error shown, by the demo's own gate.
 */
export function preloadNearbyDemos(): void {
  // Once hydrated, the page's modules are loading for a client-side navigation: the page on
  // screen is the one being left, and the demos' boxes open their own gates.
  if (document.documentElement.dataset.hydrated) return;
  const route = routeOfPath(window.location.pathname);
  for (const id of demosNearViewport(document, window.innerHeight)) loadDemo(route, id).catch(() => {});
}

/** Loads the modules a demo's edited code may import. */
export async function loadDemoScope(route: string, id: string): Promise<Record<string, unknown>> {
  const load = (await loadPageDemos(route)).scopes[id];
  if (!load) throw docsError(3, id);
  return (await load()).default;
}
