import * as React from 'react';
import type { ChartDrawingPhase } from './chartDrawingPhase';

/**
 * Set by `ServerSizedCharts` around a chart demo; `MuiThemeIsland`, which every demo's root renders
 * inside it, derives the theme the charts draw with from it. Null outside chart demos.
 */
export const ChartDrawingContext = React.createContext<ChartDrawingPhase | null>(null);
