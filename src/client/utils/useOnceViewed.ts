import * as React from 'react';

/** How long an element stays in view before it counts as looked at, not scrolled past. */
export const VIEWED_AFTER_MS = 1000;

/**
 * Calls `onViewed` once, at the first idle moment after `element` has been in the viewport for
 * `VIEWED_AFTER_MS` without leaving it, while `enabled`. For a head start on what a reader who
 * looks at something may ask of it next: a reader scrolling past does not pay for it, and where
 * visibility cannot be observed nothing happens (the reader's own action still gets it).
 * `onViewed` should be stable: a new one starts a new observation.
 */
export function useOnceViewed(element: React.RefObject<HTMLElement | null>, enabled: boolean, onViewed: () => void) {
  React.useEffect(() => {
    const target = element.current;
    if (!enabled || !target || typeof IntersectionObserver === 'undefined') return undefined;
    let timer: number | undefined;
    let idle: number | undefined;
    let done = false;
    const observer = new IntersectionObserver((entries) => {
      if (done) return;
      const inView = entries[entries.length - 1].isIntersecting;
      window.clearTimeout(timer);
      timer = inView ? window.setTimeout(viewed, VIEWED_AFTER_MS) : undefined;
    });
    const viewed = () => {
      done = true;
      observer.disconnect();
      if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(onViewed, { timeout: 2000 });
      else onViewed();
    };
    observer.observe(target);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
      if (idle !== undefined) window.cancelIdleCallback(idle);
    };
  }, [element, enabled, onViewed]);
}
