import Box from '@mui/material/Box';
import { LineChart, lineElementClasses, markElementClasses } from '@mui/x-charts/LineChart';
import { axisClasses } from '@mui/x-charts/ChartsAxis';
import { bakedActual, bakedForecast, decemberDays } from './stylingData';

export default function StylingCssForecast() {
  return (
    <Box sx={{ width: '100%', aspectRatio: '16 / 9', minHeight: 260 }}>
      <LineChart
        xAxis={[{ scaleType: 'point', data: decemberDays, valueFormatter: (day: number) => `Dec ${day}` }]}
        series={[
          { id: 'actual', data: bakedActual, label: 'Baked' },
          { id: 'forecast', data: bakedForecast, label: 'Forecast', showMark: false },
        ]}
        margin={{ right: 24 }}
        sx={(theme) => {
          // With CSS theme variables, `theme.vars` follows the light/dark scheme.
          const palette = (theme.vars ?? theme).palette;
          return {
          // Dashed forecast line: target one series through its class suffix.
          [`& .${lineElementClasses.root}.${lineElementClasses.series}-forecast`]: {
            strokeDasharray: '6 5',
            strokeWidth: 2,
          },
          [`& .${markElementClasses.root}`]: {
            fill: palette.background.paper,
            strokeWidth: 2,
          },
          [`& .${axisClasses.root} .${axisClasses.tickLabel}`]: {
            fill: palette.text.secondary,
          },
          [`& .${axisClasses.root} .${axisClasses.line}, & .${axisClasses.root} .${axisClasses.tick}`]: {
            stroke: palette.divider,
          },
          };
        }}
      />
    </Box>
  );
}
