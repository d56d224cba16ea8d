import * as React from 'react';
import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import { PieChart } from '@mui/x-charts/PieChart';
import { useDrawingArea } from '@mui/x-charts/hooks';
import { phoneStorage } from './pieDemoData';

const used = phoneStorage
  .filter((item) => item.id !== 'free')
  .reduce((sum, item) => sum + item.value, 0);

const CenterText = styled('text')(({ theme }) => ({
  fill: (theme.vars || theme).palette.text.primary,
  textAnchor: 'middle',
  dominantBaseline: 'central',
}));

function StorageCenterLabel() {
  const { left, top, width, height } = useDrawingArea();
  const x = left + width / 2;
  const y = top + height / 2;
  return (
    <g>
      <CenterText x={x} y={y - 10} sx={{ fontSize: 22, fontWeight: 700 }}>
        {`${used.toFixed(1)} GB`}
      </CenterText>
      <CenterText x={x} y={y + 14} sx={{ fontSize: 13 }}>
        of 128 GB used
      </CenterText>
    </g>
  );
}

export default function PhoneStorageCenterLabel() {
  return (
    <Box sx={{ width: '100%', height: 300 }}>
      <PieChart
        series={[
          {
            data: phoneStorage.map((item) =>
              item.id === 'free' ? { ...item, color: 'rgba(128, 128, 128, 0.35)' } : item,
            ),
            innerRadius: '68%',
            valueFormatter: (item) => `${item.value} GB`,
          },
        ]}
      >
        <StorageCenterLabel />
      </PieChart>
    </Box>
  );
}
