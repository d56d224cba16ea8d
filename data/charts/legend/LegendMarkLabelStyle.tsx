import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';
import { legendClasses } from '@mui/x-charts/ChartsLegend';
import type { ChartsLabelCustomMarkProps } from '@mui/x-charts/ChartsLabel';
import { chicagoMonthlyMean, monthNames } from './legendData';

/** A small diamond, drawn with the series color. */
function DiamondMark({ className, color }: ChartsLabelCustomMarkProps) {
  return (
    <svg className={className} viewBox="0 0 12 12" width={12} height={12} aria-hidden>
      <path d="M6 0 L12 6 L6 12 L0 6 Z" fill={color} />
    </svg>
  );
}

const record = [-2.1, 0.4, 6.3, 12.6, 19.1, 24.4, 27.1, 26.3, 22.2, 15.8, 8.9, 1.9];
const forecast = [-3.9, -2.0, 4.1, 10.0, 15.9, 21.3, 24.6, 23.8, 19.6, 13.1, 6.2, -0.6];

export default function LegendMarkLabelStyle() {
  return (
    <Box sx={{ width: '100%', aspectRatio: '16 / 9', minHeight: 300 }}>
      <LineChart
        xAxis={[{ scaleType: 'point', data: monthNames }]}
        yAxis={[{ valueFormatter: (value: number) => `${value}°` }]}
        series={[
          { data: chicagoMonthlyMean, label: '30-year mean', labelMarkType: 'line' },
          { data: record, label: 'Warmest year', labelMarkType: 'circle' },
          { data: forecast, label: 'Forecast 2025', labelMarkType: DiamondMark },
        ]}
        sx={{
          [`& .${legendClasses.root}`]: { gap: 3 },
          [`& .${legendClasses.series}`]: { gap: 1 },
          [`& .${legendClasses.label}`]: {
            fontSize: 14,
            fontWeight: 500,
            color: 'text.primary',
          },
          [`& .${legendClasses.mark}`]: { width: 16, height: 16 },
        }}
      />
    </Box>
  );
}
