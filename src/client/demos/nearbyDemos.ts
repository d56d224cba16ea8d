/**
 * Which demos of a page to fetch before the page hydrates.
 *
 * A demo's chunk is fetched when its box comes near the viewport, which React can only see once the
 * page has hydrated. On a phone a reader who scrolled to a demo right after load waited for the
 * page's code to download, then to hydrate (1 s and more of a slow CPU), and only then did the three
 * chained fetches of the demo's code start (the page index, the page's loaders, the demo). Started
 * when the page's modules evaluate, those fetches run while the page hydrates; the first-use loader
 * also fetches those demos' files with the page's scripts (src/shared/demos/demoChunkList.ts).
 *
 * The loader inlines this module (src/node/export/deferPageScripts.ts): it must import nothing.
 */

/** Demos this far above or below the viewport count as near: they load before the reader gets there. */
export const NEAR_VIEWPORT_PX = 400;

export interface DemoBoxPosition {
  id: string;
  /** The box's top and bottom edges relative to the viewport, in CSS pixels. */
  top: number;
  bottom: number;
}

/** The demos whose boxes lie within `margin` of a viewport `height` tall, in page order. */
export function nearbyDemoIds(boxes: readonly DemoBoxPosition[], height: number, margin = NEAR_VIEWPORT_PX): string[] {
  return boxes.filter(({ top, bottom }) => bottom > -margin && top < height + margin && bottom > top).map(({ id }) => id);
}

/** The demos of `doc` whose boxes lie near its viewport, from their layout now. */
export function demosNearViewport(doc: Document, height: number): string[] {
  const boxes = [...doc.querySelectorAll<HTMLElement>('[data-demo]')].map((box) => {
    const { top, bottom } = box.getBoundingClientRect();
    return { id: box.dataset.demo ?? '', top, bottom };
  });
  return nearbyDemoIds(boxes, height);
}

/** The route of the page's address as the page index spells it: `/x/react-data-grid/sorting/` → `/x/react-data-grid/sorting`. */
export function routeOfPath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}
