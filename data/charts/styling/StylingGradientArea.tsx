import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart, areaElementClasses } from '@mui/x-charts/LineChart';
import { months, productLines } from './stylingData';

export default function StylingGradientArea() {
  const gradientId = `baguette-fill-${React.useId().replace(/:/g, '')}`;
  const patternId = `${gradientId}-stripes`;
  // Mid-tone colors that read on light and dark backgrounds alike.
  const color = '#3b82f6';
  const ryeColor = '#a855f7';

  return (
    <Box sx={{ width: '100%', aspectRatio: '16 / 9', minHeight: 260 }}>
      <LineChart
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[{ valueFormatter: (value: number) => `${value}k` }]}
        series={[
          { id: 'baguette', data: productLines[2].data, label: 'Baguette', area: true, color, showMark: false },
          { id: 'rye', data: productLines[1].data, label: 'Rye', area: true, color: ryeColor, showMark: false },
        ]}
        sx={{
          [`& .${areaElementClasses.root}.${areaElementClasses.series}-baguette`]: {
            fill: `url(#${gradientId})`,
          },
          [`& .${areaElementClasses.root}.${areaElementClasses.series}-rye`]: {
            fill: `url(#${patternId})`,
          },
        }}
      >
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor={color} stopOpacity={0.5} />
            <stop offset="100%" stopColor={color} stopOpacity={0.02} />
          </linearGradient>
          <pattern id={patternId} width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
            <rect width="8" height="8" fill={ryeColor} fillOpacity={0.08} />
            <line x1="0" y1="0" x2="0" y2="8" stroke={ryeColor} strokeWidth="3" strokeOpacity={0.4} />
          </pattern>
        </defs>
      </LineChart>
    </Box>
  );
}
