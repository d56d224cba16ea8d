import * as React from 'react';
import { KeptServerHtml } from '../layout/KeptServerHtml';
import type { ChartDrawingPhase } from '../theme/chartDrawingPhase';
import { ChartDrawingContext } from '../theme/ChartDrawingContext';
import { subscribeToNothing } from '../utils/subscribeToNothing';

// The kept drawing must not box the demo: the live one, mounted in its place, has no such parent.
const LAYOUT_NEUTRAL = { display: 'contents' } as const;

/**
 * A chart demo the build draws at a set size (see chartDrawingPhase.ts), then the live demo.
 *
 * The build's drawing is kept as it came while the page hydrates, not hydrated: the browser
 * measures text the server cannot (an axis hides the tick labels that would overlap), so the
 * browser's first render of a dense axis differs from the build's, and hydrating it would fail.
 * Right after hydration the live demo mounts in its place. It measures its box and draws before
 * the browser paints, without animation, so the reader sees the drawing become the live chart in
 * one step; its animations come back a frame later. A demo mounted in the browser, with no server
 * HTML (a client-side move, a reset, a direction switched before it hydrated), starts that way.
 *
 * The demo's own theme island (MuiThemeIsland.tsx) turns the phase into the charts' theme.
 */
export function ServerSizedCharts({ children }: { children: React.ReactNode }) {
  // True on the server and while this demo hydrates (React then reads the server snapshot), false
  // in the render right after, and from the start for a demo mounted in the browser.
  const hydrating = React.useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
  const [animated, setAnimated] = React.useState(false);
  React.useEffect(() => {
    if (hydrating || animated) return undefined;
    const frame = requestAnimationFrame(() => setAnimated(true));
    return () => cancelAnimationFrame(frame);
  }, [hydrating, animated]);
  // The live demo has a wrapper like the drawing's, a new one: every element of the demo is then
  // where it was in the drawing, and a click held on the drawing is replayed on the element at its
  // place (bootOnFirstUse.ts).
  if (hydrating) {
    return (
      <ChartDrawingContext.Provider value="server">
        <KeptServerHtml key="served" style={LAYOUT_NEUTRAL} data-server-drawing="">
          {children}
        </KeptServerHtml>
      </ChartDrawingContext.Provider>
    );
  }
  const phase: ChartDrawingPhase = animated ? 'live' : 'measured';
  return (
    <ChartDrawingContext.Provider value={phase}>
      <div key="live" style={LAYOUT_NEUTRAL}>
        {children}
      </div>
    </ChartDrawingContext.Provider>
  );
}
