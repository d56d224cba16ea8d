import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ChartDataProvider } from '@mui/x-charts/ChartDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { AreaPlot, LinePlot } from '@mui/x-charts/LineChart';
import { useLineSeries } from '@mui/x-charts/hooks';
import { months, returnRate } from './compositionData';

/** HTML, not SVG: it reads the series from the provider and sits below the chart. */
function ReturnSummary() {
  const [series] = useLineSeries(['returns']);
  if (!series) {
    return null;
  }
  const values = series.data.filter((value): value is number => value != null);
  const worst = values.indexOf(Math.max(...values));
  const average = values.reduce((sum, value) => sum + value, 0) / values.length;
  return (
    <Typography variant="body2" color="text.secondary">
      Average return rate {average.toFixed(1)}%, highest in {months[worst]} ({values[worst]}%).
    </Typography>
  );
}

export default function CompositionProviderHtml() {
  return (
    <ChartDataProvider
      xAxis={[{ id: 'month', scaleType: 'point', data: months }]}
      yAxis={[{ id: 'rate', min: 0, valueFormatter: (value: number) => `${value}%` }]}
      series={[
        {
          type: 'line',
          id: 'returns',
          label: 'Orders returned',
          data: returnRate,
          area: true,
          color: '#0ea5e9',
          valueFormatter: (value) => (value == null ? '' : `${value}%`),
        },
      ]}
    >
      <Stack spacing={1} sx={{ width: '100%' }}>
        <ChartsLegend />
        <Box sx={{ width: '100%', aspectRatio: '16 / 7', minHeight: 220 }}>
          <ChartsSurface>
            <AreaPlot />
            <LinePlot />
            <ChartsXAxis />
            <ChartsYAxis />
            <ChartsAxisHighlight x="line" />
          </ChartsSurface>
        </Box>
        <ReturnSummary />
        <ChartsTooltip />
      </Stack>
    </ChartDataProvider>
  );
}
