import type { Theme } from '@mui/material/styles';
import type {} from '@mui/x-charts/themeAugmentation';

/**
 * The size a chart demo is drawn at on the server, in SVG units.
 *
 * A chart knows its size only once it has measured its box in the browser, so on the server it
 * drew an empty SVG, and a reader saw a blank box until the chart's code had arrived and run:
 * seconds on a phone. Given this size there, it draws itself, and the SVG's viewBox scales that
 * drawing into the box the demo's own CSS sizes. It is a phone's box (the usual demo box is 16:9
 * with a minimum height of 260 px): that is where the code arrives last and the drawing stays
 * longest. On a wide screen the drawing is the same chart, larger, until the live one measures.
 */
export const SERVER_CHART_SIZE = { width: 360, height: 260 } as const;

/**
 * How a chart demo is drawn, in order:
 * - `server`: at SERVER_CHART_SIZE, scaled into its box, without animation: the build's drawing.
 * - `measured`: in the browser, the chart measures its box and draws at that size, still without
 *   animation, so it does not grow in from nothing where the build's drawing stood.
 * - `live`: as the demo's code asks, animations included.
 */
export type ChartDrawingPhase = 'server' | 'measured' | 'live';

type ChartComponents = NonNullable<Theme['components']>;

/** The SVG fills the box the demo gives it, whatever size it was drawn at (the surface's owner state holds the size props). */
const fillWhereServerSized = ({ ownerState }: { ownerState: Record<string, unknown> }) => ({
  ...(ownerState.width === SERVER_CHART_SIZE.width ? { width: '100%' } : {}),
  ...(ownerState.height === SERVER_CHART_SIZE.height ? { height: '100%' } : {}),
});

function serverComponents(components: ChartComponents): ChartComponents {
  return {
    ...components,
    MuiChartDataProvider: { defaultProps: { ...SERVER_CHART_SIZE, skipAnimation: true } },
    MuiChartsSurface: { styleOverrides: { root: fillWhereServerSized } },
    // A chart given a height stops stretching its wrapper to its box's height (the wrapper is
    // internal, hence no type); the default height here must not change the layout the demo has.
    ...({ MuiChartsWrapper: { styleOverrides: { root: { height: '100%' } } } } as ChartComponents),
  };
}

/** The theme a chart demo renders with in each phase, derived from the page's theme. */
export function chartThemeFor(phase: ChartDrawingPhase): (outer: Theme) => Theme {
  return THEMES[phase];
}

const THEMES: Record<ChartDrawingPhase, (outer: Theme) => Theme> = {
  server: (outer) => ({ ...outer, components: serverComponents(outer.components ?? {}) }),
  measured: (outer) => ({ ...outer, components: { ...outer.components, MuiChartDataProvider: { defaultProps: { skipAnimation: true } } } }),
  live: (outer) => outer,
};
