/**
 * The API pages the reference site has, per package folder, and the packages whose
 * typings describe them, community first. The generator checks every name against the packages'
 * exports and infers each page's plan from the first package exporting it.
 */
export interface ApiFolder {
  folder: string;
  packages: string[];
  components: string[];
  interfaces: string[];
}

export const API_FOLDERS: readonly ApiFolder[] = [
  {
    folder: 'data-grid',
    packages: ['@mui/x-data-grid', '@mui/x-data-grid-pro', '@mui/x-data-grid-premium'],
    components: [
      'ColumnsPanelTrigger', 'DataGrid', 'DataGridPremium', 'DataGridPro', 'ExportCsv', 'ExportExcel', 'ExportPrint',
      'FilterPanelTrigger', 'GridFilterForm', 'GridFilterPanel', 'GridToolbarQuickFilter', 'QuickFilter', 'QuickFilterClear',
      'QuickFilterControl', 'QuickFilterTrigger', 'Toolbar', 'ToolbarButton',
    ],
    interfaces: [
      'GridApi', 'GridCellParams', 'GridColDef', 'GridSingleSelectColDef', 'GridActionsColDef', 'GridListViewColDef',
      'GridExportStateParams', 'GridFilterItem', 'GridFilterModel', 'GridFilterOperator', 'GridRowClassNameParams',
      'GridRowParams', 'GridRowSpacingParams', 'GridAggregationFunction', 'GridAggregationFunctionDataSource',
      'GridCsvExportOptions', 'GridPrintExportOptions', 'GridExcelExportOptions',
    ],
  },
  {
    folder: 'date-pickers',
    packages: ['@mui/x-date-pickers', '@mui/x-date-pickers-pro'],
    components: [
      'DateCalendar', 'DateField', 'DatePicker', 'DatePickerToolbar', 'DateRangeCalendar', 'DateRangePicker', 'DateRangePickerDay',
      'DateRangePickerToolbar', 'DateTimeField', 'DateTimePicker', 'DateTimePickerTabs', 'DateTimePickerToolbar',
      'DateTimeRangePicker', 'DateTimeRangePickerTabs', 'DateTimeRangePickerToolbar', 'DayCalendarSkeleton',
      'DesktopDatePicker', 'DesktopDateRangePicker', 'DesktopDateTimePicker', 'DesktopDateTimeRangePicker', 'DesktopTimePicker',
      'DesktopTimeRangePicker', 'DigitalClock', 'LocalizationProvider', 'MobileDatePicker', 'MobileDateRangePicker',
      'MobileDateTimePicker', 'MobileDateTimeRangePicker', 'MobileTimePicker', 'MobileTimeRangePicker', 'MonthCalendar',
      'MultiInputDateRangeField', 'MultiInputDateTimeRangeField', 'MultiInputTimeRangeField', 'MultiSectionDigitalClock',
      'PickersActionBar', 'PickersCalendarHeader', 'PickersDay', 'PickersLayout', 'PickersRangeCalendarHeader',
      'PickersSectionList', 'PickersShortcuts', 'PickersTextField', 'SingleInputDateRangeField', 'SingleInputDateTimeRangeField',
      'SingleInputTimeRangeField', 'StaticDatePicker', 'StaticDateRangePicker', 'StaticDateTimePicker', 'StaticTimePicker',
      'TimeClock', 'TimeField', 'TimePicker', 'TimePickerToolbar', 'TimeRangePicker', 'TimeRangePickerTabs',
      'TimeRangePickerToolbar', 'YearCalendar',
    ],
    interfaces: [],
  },
  {
    folder: 'charts',
    packages: ['@mui/x-charts', '@mui/x-charts-pro'],
    components: [
      'AnimatedArea', 'AnimatedLine', 'AreaElement', 'AreaPlot', 'BarChart', 'BarChartPro', 'BarElement', 'BarLabel', 'BarPlot',
      'ChartContainer', 'ChartContainerPro', 'ChartDataProvider', 'ChartDataProviderPro', 'ChartsAxis', 'ChartsAxisHighlight',
      'ChartsAxisTooltipContent', 'ChartsClipPath', 'ChartsGrid', 'ChartsItemTooltipContent', 'ChartsLegend',
      'ChartsReferenceLine', 'ChartsSurface', 'ChartsText', 'ChartsTooltip', 'ChartsTooltipContainer', 'ChartsXAxis',
      'ChartsYAxis', 'ContinuousColorLegend', 'FunnelChart', 'FunnelPlot', 'Gauge', 'GaugeContainer', 'Heatmap', 'HeatmapPlot',
      'HeatmapTooltip', 'LineChart', 'LineChartPro', 'LineElement', 'LineHighlightElement', 'LineHighlightPlot', 'LinePlot',
      'MarkElement', 'MarkPlot', 'PieArc', 'PieArcLabel', 'PieArcLabelPlot', 'PieArcPlot', 'PiecewiseColorLegend', 'PieChart',
      'PiePlot', 'RadarAxisHighlight', 'RadarChart', 'RadarDataProvider', 'RadarGrid', 'RadarMetricLabels', 'RadarSeriesArea',
      'RadarSeriesMarks', 'RadarSeriesPlot', 'Scatter', 'ScatterChart', 'ScatterChartPro', 'ScatterPlot', 'SparkLineChart',
    ],
    interfaces: ['AxisConfig', 'BarSeriesType', 'LineSeriesType', 'PieSeriesType', 'ScatterSeriesType'],
  },
  {
    folder: 'tree-view',
    packages: ['@mui/x-tree-view', '@mui/x-tree-view-pro'],
    components: ['RichTreeView', 'RichTreeViewPro', 'SimpleTreeView', 'TreeItem', 'TreeItemDragAndDropOverlay', 'TreeItemIcon', 'TreeItemProvider'],
    interfaces: [],
  },
];
