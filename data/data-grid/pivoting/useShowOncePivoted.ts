import * as React from 'react';
import type { GridApiPremium } from '@mui/x-data-grid-premium';

/** Runs `callback` once the browser has nothing else to do (React has finished rendering). */
function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback);
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(callback, 200);
  return () => clearTimeout(handle);
}

/**
 * `DataGridPremium` turns its rows into the pivot table only after it has mounted, so for a moment
 * it shows the plain records, then the table replaces them. This hook returns `false` until the
 * pivot is in the state and the grid has stopped changing: two checks 100 ms apart, each made when
 * the browser is idle, see no change in the grid's DOM. Hide the grid until then (its box keeps its
 * size) and the reader never sees the plain records flash, nor the page shift.
 */
export function useShowOncePivoted(apiRef: React.RefObject<GridApiPremium | null>): boolean {
  const [shown, setShown] = React.useState(false);

  React.useEffect(() => {
    let observer: MutationObserver | undefined;
    let changed = true;
    let cancelIdle = () => {};
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      const api = apiRef.current;
      // The grid renders its root element only after its first render, so look for it every time.
      const root = api?.rootElementRef.current;
      if (root && !observer) {
        observer = new MutationObserver(() => {
          changed = true;
        });
        observer.observe(root, { childList: true, subtree: true, attributes: true });
        changed = true;
      }
      const pivoting = api?.state.pivoting;
      const pivoted = !!root && !!pivoting && (!pivoting.active || pivoting.propsOverrides !== undefined);
      if (pivoted && !changed) {
        setShown(true);
        return;
      }
      changed = false;
      timer = setTimeout(() => {
        cancelIdle = whenIdle(check);
      }, 100);
    };
    check();
    // Whatever happens, never keep the grid hidden for long.
    const fallback = setTimeout(() => setShown(true), 4000);
    return () => {
      observer?.disconnect();
      cancelIdle();
      clearTimeout(timer);
      clearTimeout(fallback);
    };
  }, [apiRef]);

  return shown;
}
