import * as React from 'react';
import type { DemoCode } from '../../shared/demos/demoTypes';
import { useOnceViewed } from '../utils/useOnceViewed';
import type { DemoBoxAction } from './demoBoxState';
import { fetchDemoCode } from './demoCodeFetch';

interface DemoCodeWants {
  /** The demo's area: a reader who stays on it may open its code next. */
  area: React.RefObject<HTMLElement | null>;
  /** Whether the sources may be fetched ahead, once the area has been looked at. */
  prefetch: boolean;
  /** Whether the panel shows the full code now, which needs the sources. */
  needed: boolean;
}

/** The demo's sources, kept in the box's state: fetched ahead, when the panel needs them, and on demand. */
export function useDemoCode(codeUrl: string, dispatch: React.Dispatch<DemoBoxAction>, { area, prefetch, needed }: DemoCodeWants): () => Promise<DemoCode> {
  /** Resolves with the sources for actions that need the text; a failure turns the panel into a retry prompt. */
  const ensureCode = React.useCallback(
    () =>
      fetchDemoCode(codeUrl).then(
        (loaded) => {
          dispatch({ type: 'codeLoaded', code: loaded });
          return loaded;
        },
        (error: unknown) => {
          dispatch({ type: 'codeFailed' });
          throw error;
        },
      ),
    [codeUrl, dispatch],
  );
  // A reader who stays on a live demo may open its code next: its sources (a few kB) are fetched
  // at the next idle moment and kept in the box's state, so the panel opens with one render and
  // no round trip. A failure is forgotten: the panel's own fetch tries again, and says so if it fails.
  const prefetchCode = React.useCallback(
    () => void fetchDemoCode(codeUrl).then((loaded) => dispatch({ type: 'codeLoaded', code: loaded }), () => {}),
    [codeUrl, dispatch],
  );
  useOnceViewed(area, prefetch, prefetchCode);

  // The full code needs the sources: fetched as soon as the panel asks for them.
  React.useEffect(() => {
    if (needed) ensureCode().catch(() => {});
  }, [needed, ensureCode]);
  return ensureCode;
}
