import * as React from 'react';
import { demoAreaHeight, rememberedDemoHeight } from './demoHeights';

/**
 * The height of the demo's area, for the fallback that stands in for the demo while it loads.
 * Measured while the server HTML is still in place (hydration), before anything can replace it,
 * and again whenever its box changes (web fonts arriving re-wrap its text): the fallback must
 * match the height the demo has when the reader switches direction, not the one it had at first.
 * A ref, not state: new props on a demo not yet hydrated would make React drop its server HTML.
 * A box mounted after React dropped its server HTML starts from the height that HTML had.
 */
export function useServerHeight(area: React.RefObject<HTMLDivElement | null>, demoId: string): React.RefObject<number | null> {
  const serverHeight = React.useRef<number | null>(null);
  serverHeight.current ??= rememberedDemoHeight(demoId);
  React.useLayoutEffect(() => {
    const element = area.current;
    if (!element) return undefined;
    const measure = () => {
      serverHeight.current = demoAreaHeight(element) ?? serverHeight.current;
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [area]);
  return serverHeight;
}
