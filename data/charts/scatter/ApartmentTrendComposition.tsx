import * as React from 'react';
import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { useXScale, useYScale } from '@mui/x-charts/hooks';
import { apartmentSales } from './scatterData';

// Least-squares fit of price against area.
const n = apartmentSales.length;
const meanX = apartmentSales.reduce((sum, sale) => sum + sale.x, 0) / n;
const meanY = apartmentSales.reduce((sum, sale) => sum + sale.y, 0) / n;
const slope =
  apartmentSales.reduce((sum, sale) => sum + (sale.x - meanX) * (sale.y - meanY), 0) /
  apartmentSales.reduce((sum, sale) => sum + (sale.x - meanX) ** 2, 0);
const intercept = meanY - slope * meanX;

const TrendPath = styled('path')(({ theme }) => ({
  stroke: (theme.vars || theme).palette.text.secondary,
  strokeWidth: 2,
  strokeDasharray: '6 4',
  fill: 'none',
}));

function TrendLine() {
  const xScale = useXScale<'linear'>();
  const yScale = useYScale<'linear'>();
  const [x0, x1] = xScale.domain();
  const d = `M${xScale(x0)},${yScale(intercept + slope * x0)} L${xScale(x1)},${yScale(intercept + slope * x1)}`;
  return <TrendPath d={d} />;
}

export default function ApartmentTrendComposition() {
  return (
    <Box sx={{ width: '100%', aspectRatio: '16 / 9', minHeight: 260 }}>
      <ScatterChart
        series={[
          {
            label: 'Sale',
            data: apartmentSales,
            valueFormatter: (point) => point && `${point.x} m², €${point.y}k`,
          },
        ]}
        xAxis={[{ label: 'Floor area (m²)', min: 20, max: 140 }]}
        yAxis={[{ label: 'Price (k€)', width: 56 }]}
        grid={{ horizontal: true }}
        hideLegend
      >
        <TrendLine />
        <ChartsReferenceLine
          y={Math.round(meanY)}
          label={`Mean price €${Math.round(meanY)}k`}
          labelAlign="start"
          lineStyle={{ strokeDasharray: '2 3' }}
        />
      </ScatterChart>
    </Box>
  );
}
