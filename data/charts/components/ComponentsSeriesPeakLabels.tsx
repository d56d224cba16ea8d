import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { useBarSeries, useXScale, useYScale } from '@mui/x-charts/hooks';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { hours, roomCo2 } from './componentsData';

const LIMIT = 1_000;

/** Marks every hour above the limit with a warning sign above its bar. */
function OverLimitMarkers() {
  const series = useBarSeries('co2');
  const xScale = useXScale<'band'>();
  const yScale = useYScale<'linear'>();
  if (!series) {
    return null;
  }
  const bandwidth = xScale.bandwidth();
  return (
    <g pointerEvents="none">
      {series.data.map((value, index) => {
        if (value == null || value <= LIMIT) {
          return null;
        }
        const x = (xScale(hours[index]) ?? 0) + bandwidth / 2;
        const y = yScale(value) - 10;
        return (
          <text key={hours[index]} x={x} y={y} textAnchor="middle" fontSize={14} fill="#dc2626">
            ▲
          </text>
        );
      })}
    </g>
  );
}

export default function ComponentsSeriesPeakLabels() {
  return (
    <Box sx={{ width: '100%', aspectRatio: '16 / 9', minHeight: 280 }}>
      <BarChart
        xAxis={[{ data: hours, valueFormatter: (hour: string) => `${hour}:00` }]}
        yAxis={[{ max: 1_600 }]}
        series={[
          {
            id: 'co2',
            data: roomCo2,
            label: 'CO₂ (ppm)',
            color: '#64748b',
            valueFormatter: (value) => (value == null ? '' : `${value} ppm`),
          },
        ]}
      >
        <ChartsReferenceLine y={LIMIT} label="Ventilate above 1,000 ppm" labelAlign="end" lineStyle={{ stroke: '#dc2626' }} />
        <OverLimitMarkers />
      </BarChart>
    </Box>
  );
}
