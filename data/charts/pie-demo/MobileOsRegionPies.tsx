import * as React from 'react';
import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import { PieChart, pieArcLabelClasses } from '@mui/x-charts/PieChart';
import { useDrawingArea } from '@mui/x-charts/hooks';
import { mobileOsByRegion } from './pieDemoData';

const osColors: Record<string, string> = { Android: '#3ddc84', iOS: '#5b8def', Other: '#a3a3a3' };

const Caption = styled('text')(({ theme }) => ({
  fill: (theme.vars || theme).palette.text.primary,
  fontSize: 14,
  fontWeight: 600,
  textAnchor: 'middle',
}));

function RegionCaptions() {
  const { left, top, width, height } = useDrawingArea();
  // Below the drawing area, in the space the bottom margin keeps free.
  const y = top + height + 20;
  return (
    <g>
      <Caption x={left + width * 0.25} y={y}>
        Europe
      </Caption>
      <Caption x={left + width * 0.75} y={y}>
        North America
      </Caption>
    </g>
  );
}

export default function MobileOsRegionPies() {
  const withColors = (items: { id: string; label: string; value: number }[]) =>
    items.map((item) => ({ ...item, color: osColors[item.label] }));

  return (
    <Box sx={{ width: '100%', aspectRatio: '2.2 / 1', minHeight: 170 }}>
      <PieChart
        margin={{ bottom: 28 }}
        series={[
          {
            id: 'europe',
            data: withColors(mobileOsByRegion.europe),
            cx: '25%',
            outerRadius: '90%',
            arcLabel: 'label',
            arcLabelMinAngle: 35,
            valueFormatter: (item) => `${item.value}% in Europe`,
          },
          {
            id: 'north-america',
            data: withColors(mobileOsByRegion.northAmerica),
            cx: '75%',
            outerRadius: '90%',
            arcLabel: 'label',
            arcLabelMinAngle: 35,
            valueFormatter: (item) => `${item.value}% in North America`,
          },
        ]}
        hideLegend
        sx={{ [`& .${pieArcLabelClasses.root}`]: { fill: '#000', fontWeight: 600 } }}
      >
        <RegionCaptions />
      </PieChart>
    </Box>
  );
}
