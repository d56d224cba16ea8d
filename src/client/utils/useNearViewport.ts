import * as React from 'react';

interface NearOptions {
  /** How far outside the viewport counts as near (an `IntersectionObserver` `rootMargin`). */
  margin: string;
  /**
   * Where nearness cannot be observed (old browsers, jsdom, no element): `now` for what must
   * happen anyway, `never` for a mere head start that another path makes up for.
   */
  unobservable: 'now' | 'never';
}

/**
 * Calls `onNear` once, when `element` comes near the viewport, so what it needs can load before
 * the reader gets there. `onNear` should be stable: a new one starts a new observation.
 */
export function useNearViewport(element: React.RefObject<HTMLElement | null>, onNear: () => void, { margin, unobservable }: NearOptions) {
  React.useEffect(() => {
    const target = element.current;
    if (!target || typeof IntersectionObserver === 'undefined') {
      if (unobservable === 'now') onNear();
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        onNear();
      },
      { rootMargin: margin },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, onNear, margin, unobservable]);
}
