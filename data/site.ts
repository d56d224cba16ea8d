/**
 * The site model: the one place that spells the site's origin, its title suffix and, for each
 * product, its id, name, addresses, folders, npm packages, earlier majors and the API pages it
 * documents. Everything else derives from it (src/shared/site/), and `npm run generate` checks it
 * against a schema when it loads it (src/node/site/siteSchema.ts), then checks the API names and
 * plans against the packages' exports. Settings read from the environment are in
 * src/shared/site/settings.ts. It imports types and authored data only, so any side may read it.
 */
import type { PaidPlan } from '../src/shared/plans';
// A type only: the earlier majors' page maps stay out of the browser's code, which reads the
// version menu a page's build worked out (src/shared/i18n/pageProps.ts).
import type { EarlierMajor } from './versionHistory';

/** An API page: a name, with the plan of the package that first exports it when that is not the free one. */
export type ApiEntrySpec = string | { name: string; plan: PaidPlan };

const pro = (name: string) => ({ name, plan: 'pro' }) as const;
const premium = (name: string) => ({ name, plan: 'premium' }) as const;

export interface ProductModel {
  /** The product's id, as MUI's analytics and front matter (`productId`) name it. */
  id: string;
  name: string;
  /** The segment of its guide routes: `/x/<routeSegment>/…`. */
  routeSegment: string;
  /** Its Markdown's folder under data/. */
  contentFolder: string;
  /** The folder of its API pages: `/x/api/<apiFolder>/…`. */
  apiFolder: string;
  /** Its npm packages, community first: the API generator reads their typings. */
  packages: readonly string[];
  /** Its earlier majors, newest first, as data/versionHistory.ts names them. */
  previousVersions: readonly EarlierMajor[];
  /** Its API pages, in the drawer's order; interface pages carry no plan in the drawer. */
  api: { components: readonly ApiEntrySpec[]; interfaces: readonly string[] };
}

export interface SiteModel {
  /** Where the site is served when SITE_ORIGIN does not say: canonical links, sitemap, cards, twins. */
  origin: string;
  /** After every page's title: `<title>`, the Open Graph and Twitter titles, the Open Graph image. */
  titleSuffix: string;
  /** The suite: the version menu of the pages no product owns (introduction, concepts, migration). */
  suite: { name: string; root: string; previousVersions: readonly EarlierMajor[] };
  products: readonly ProductModel[];
}

export const site = {
  origin: 'https://mui.com',
  titleSuffix: ' - MUI X',
  suite: { name: 'MUI X', root: '/x/introduction', previousVersions: ['v7', 'v6', 'v5', 'v4-grid'] },
  products: [
    {
      id: 'x-data-grid',
      name: 'Data Grid',
      routeSegment: 'react-data-grid',
      contentFolder: 'data-grid',
      apiFolder: 'data-grid',
      packages: ['@mui/x-data-grid', '@mui/x-data-grid-pro', '@mui/x-data-grid-premium'],
      previousVersions: ['v7', 'v6', 'v5', 'v4-grid'],
      api: {
        components: [
          'ColumnsPanelTrigger', 'DataGrid', premium('DataGridPremium'), pro('DataGridPro'), 'ExportCsv', premium('ExportExcel'), 'ExportPrint',
          'FilterPanelTrigger', 'gridClasses', 'GridFilterForm', 'GridFilterPanel', 'GridToolbarQuickFilter', 'QuickFilter', 'QuickFilterClear',
          'QuickFilterControl', 'QuickFilterTrigger', 'Toolbar', 'ToolbarButton',
        ],
        interfaces: [
          'GridApi', 'GridCellParams', 'GridColDef', 'GridSingleSelectColDef', 'GridActionsColDef', 'GridListViewColDef',
          'GridExportStateParams', 'GridFilterItem', 'GridFilterModel', 'GridFilterOperator', 'GridRowClassNameParams',
          'GridRowParams', 'GridRowSpacingParams', 'GridAggregationFunction', 'GridAggregationFunctionDataSource',
          'GridCsvExportOptions', 'GridPrintExportOptions', 'GridExcelExportOptions', 'GridSlotsComponent', 'GridProSlotsComponent', 'GridPremiumSlotsComponent',
        ],
      },
    },
    {
      id: 'x-date-pickers',
      name: 'Date Pickers',
      routeSegment: 'react-date-pickers',
      contentFolder: 'date-pickers',
      apiFolder: 'date-pickers',
      packages: ['@mui/x-date-pickers', '@mui/x-date-pickers-pro'],
      previousVersions: ['v7', 'v6', 'v5-pickers'],
      api: {
        components: [
          'DateCalendar', 'DateField', 'DatePicker', 'DatePickerToolbar', pro('DateRangeCalendar'), pro('DateRangePicker'), pro('DateRangePickerDay'),
          pro('DateRangePickerToolbar'), 'DateTimeField', 'DateTimePicker', 'DateTimePickerTabs', 'DateTimePickerToolbar',
          pro('DateTimeRangePicker'), pro('DateTimeRangePickerTabs'), pro('DateTimeRangePickerToolbar'), 'DayCalendarSkeleton',
          'DesktopDatePicker', pro('DesktopDateRangePicker'), 'DesktopDateTimePicker', pro('DesktopDateTimeRangePicker'), 'DesktopTimePicker',
          pro('DesktopTimeRangePicker'), 'DigitalClock', 'LocalizationProvider', 'MobileDatePicker', pro('MobileDateRangePicker'),
          'MobileDateTimePicker', pro('MobileDateTimeRangePicker'), 'MobileTimePicker', pro('MobileTimeRangePicker'), 'MonthCalendar',
          pro('MultiInputDateRangeField'), pro('MultiInputDateTimeRangeField'), pro('MultiInputTimeRangeField'), 'MultiSectionDigitalClock',
          'PickersActionBar', 'PickersCalendarHeader', 'PickersDay', 'PickersLayout', pro('PickersRangeCalendarHeader'),
          'PickersSectionList', 'PickersShortcuts', 'PickersTextField', pro('SingleInputDateRangeField'), pro('SingleInputDateTimeRangeField'),
          pro('SingleInputTimeRangeField'), 'StaticDatePicker', pro('StaticDateRangePicker'), 'StaticDateTimePicker', 'StaticTimePicker',
          'TimeClock', 'TimeField', 'TimePicker', 'TimePickerToolbar', pro('TimeRangePicker'), pro('TimeRangePickerTabs'),
          pro('TimeRangePickerToolbar'), 'YearCalendar',
        ],
        interfaces: [],
      },
    },
    {
      id: 'x-charts',
      name: 'Charts',
      routeSegment: 'react-charts',
      contentFolder: 'charts',
      apiFolder: 'charts',
      packages: ['@mui/x-charts', '@mui/x-charts-pro'],
      previousVersions: ['v7', 'v6'],
      api: {
        components: [
          'AnimatedArea', 'AnimatedLine', 'AreaElement', 'AreaPlot', 'BarChart', pro('BarChartPro'), 'BarElement', 'BarLabel', 'BarPlot',
          'ChartContainer', pro('ChartContainerPro'), 'ChartDataProvider', pro('ChartDataProviderPro'), 'ChartsAxis', 'ChartsAxisHighlight',
          'ChartsAxisTooltipContent', 'ChartsClipPath', 'ChartsGrid', 'ChartsItemTooltipContent', 'ChartsLegend',
          'ChartsReferenceLine', 'ChartsSurface', 'ChartsText', 'ChartsTooltip', 'ChartsTooltipContainer', 'ChartsXAxis',
          'ChartsYAxis', 'ContinuousColorLegend', pro('FunnelChart'), pro('FunnelPlot'), 'Gauge', 'GaugeContainer', pro('Heatmap'), pro('HeatmapPlot'),
          pro('HeatmapTooltip'), 'LineChart', pro('LineChartPro'), 'LineElement', 'LineHighlightElement', 'LineHighlightPlot', 'LinePlot',
          'MarkElement', 'MarkPlot', 'PieArc', 'PieArcLabel', 'PieArcLabelPlot', 'PieArcPlot', 'PiecewiseColorLegend', 'PieChart',
          'PiePlot', 'RadarAxisHighlight', 'RadarChart', 'RadarDataProvider', 'RadarGrid', 'RadarMetricLabels', 'RadarSeriesArea',
          'RadarSeriesMarks', 'RadarSeriesPlot', 'Scatter', 'ScatterChart', pro('ScatterChartPro'), 'ScatterPlot', 'SparkLineChart',
        ],
        interfaces: ['AxisConfig', 'BarSeriesType', 'LineSeriesType', 'PieSeriesType', 'ScatterSeriesType'],
      },
    },
    {
      id: 'x-tree-view',
      name: 'Tree View',
      routeSegment: 'react-tree-view',
      contentFolder: 'tree-view',
      // The reference site forgot this API folder, leaving tree-view API pages without a product.
      apiFolder: 'tree-view',
      packages: ['@mui/x-tree-view', '@mui/x-tree-view-pro'],
      previousVersions: ['v7', 'v6-tree-view'],
      api: {
        components: ['RichTreeView', pro('RichTreeViewPro'), 'SimpleTreeView', 'TreeItem', 'TreeItemDragAndDropOverlay', 'TreeItemIcon', 'TreeItemProvider'],
        interfaces: [],
      },
    },
  ],
} as const satisfies SiteModel;
