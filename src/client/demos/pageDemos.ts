import { docsError } from '../../shared/errors/docsError';
import type { DemoModule, PageDemos } from '../../shared/demos/demoTypes';

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

/** Loads one demo of a page; fails with a clear error when the page has no such demo. */
export async function loadDemo(route: string, id: string): Promise<DemoModule> {
  const load = (await loadPageDemos(route)).demos[id];
  if (!load) throw docsError(7, route, id);
  return load();
}

/** Loads the modules a demo's edited code may import. */
export async function loadDemoScope(route: string, id: string): Promise<Record<string, unknown>> {
  const load = (await loadPageDemos(route)).scopes[id];
  if (!load) throw docsError(3, id);
  return (await load()).default;
}
