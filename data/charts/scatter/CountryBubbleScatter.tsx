import * as React from 'react';
import Box from '@mui/material/Box';
import { ScatterChart, type ScatterMarkerProps } from '@mui/x-charts/ScatterChart';
import { countries } from './scatterData';

// Area proportional to population: the radius grows with the square root.
const radius = (population: number) => 3 + Math.sqrt(population) * 0.9;

function PopulationBubble(props: ScatterMarkerProps) {
  const { seriesId: _seriesId, dataIndex, x, y, color, size: _size, isFaded, isHighlighted, ...other } = props;
  return (
    <circle
      cx={x}
      cy={y}
      r={radius(countries[dataIndex].population)}
      fill={color}
      fillOpacity={isFaded ? 0.15 : 0.55}
      stroke={color}
      strokeWidth={isHighlighted ? 2.5 : 1}
      {...other}
    />
  );
}

export default function CountryBubbleScatter() {
  return (
    <Box sx={{ width: '100%', aspectRatio: '16 / 9', minHeight: 280 }}>
      <ScatterChart
        slots={{ marker: PopulationBubble }}
        series={[
          {
            label: 'Country',
            data: countries,
            highlightScope: { highlight: 'item', fade: 'global' },
            valueFormatter: (point, { dataIndex }) =>
              point &&
              `${countries[dataIndex].name}: $${point.x}k per person, ${point.y} years, ${countries[dataIndex].population}M people`,
          },
        ]}
        xAxis={[{ label: 'GDP per person (k$)', min: 0, max: 100 }]}
        yAxis={[{ label: 'Life expectancy (years)', min: 50, max: 90, width: 56 }]}
        hideLegend
      />
    </Box>
  );
}
