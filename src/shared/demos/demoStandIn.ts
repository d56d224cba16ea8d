/**
 * What a demo's box shows until its code is live, for a package that draws nothing (or no more
 * than a legend) on the server: the Data Grid renders no markup there, and a chart knows no size
 * until it is measured in the browser. The build gives charts a size (ServerSizedCharts.tsx, for
 * `chart` and `pie` demos), but a gauge takes none from the theme and its surface stays an empty
 * SVG. `grid` outlines a table; `chart` axes and gridlines; `pie` a ring, for pies and gauges.
 */
export type DemoStandIn = 'grid' | 'chart' | 'pie';

const GRID_IMPORT = /from\s+['"]@mui\/x-data-grid(?:-pro|-premium)?(?:\/[\w/]+)?['"]/;
const GRID_ELEMENT = /<DataGrid(?:Pro|Premium)?[\s/>]/;
const CHART_IMPORT = /from\s+['"]@mui\/x-charts(?:-pro|-premium)?(?:\/[\w/]+)?['"]/;
const ROUND_CHART_ELEMENT = /<(?:PieChart|PieChartPro|Gauge|GaugeContainer)[\s/>]/;

/** The stand-in for a demo, from its sources (the demo file first, then the files it imports). */
export function demoStandIn(sources: readonly string[]): DemoStandIn | null {
  if (sources.some((source) => GRID_IMPORT.test(source) && GRID_ELEMENT.test(source))) return 'grid';
  const charts = sources.filter((source) => CHART_IMPORT.test(source));
  if (charts.length === 0) return null;
  return charts.some((source) => ROUND_CHART_ELEMENT.test(source)) ? 'pie' : 'chart';
}
