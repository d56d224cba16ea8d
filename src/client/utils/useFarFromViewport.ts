import * as React from 'react';

/**
 * Calls `onFar` once, the first time `element` is seen farther from the viewport than `margin`
 * (an `IntersectionObserver` `rootMargin`): at once if it starts far, or when the reader has
 * scrolled it that far away. The first sighting comes after the element has been laid out.
 * `onFar` should be stable: a new one starts a new observation. Where distance cannot be observed
 * nothing is called: what it starts is a saving, never something the page needs.
 */
export function useFarFromViewport(element: React.RefObject<HTMLElement | null>, onFar: () => void, margin: string) {
  React.useEffect(() => {
    const target = element.current;
    if (!target || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.every((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        onFar();
      },
      { rootMargin: margin },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, onFar, margin]);
}
