import * as React from 'react';
import Box from '@mui/material/Box';
import { PieChart, pieArcLabelClasses } from '@mui/x-charts/PieChart';
import { councilSeats } from './pieDemoData';

export default function CouncilSeatsHalfPie() {
  return (
    <Box sx={{ width: '100%', height: 260 }}>
      <PieChart
        series={[
          {
            data: councilSeats,
            startAngle: -90,
            endAngle: 90,
            innerRadius: '45%',
            cy: '85%',
            outerRadius: '150%',
            paddingAngle: 1,
            arcLabel: 'value',
            valueFormatter: (item) => `${item.value} of 51 seats`,
          },
        ]}
        slotProps={{ legend: { direction: 'horizontal', position: { vertical: 'bottom' } } }}
        sx={{ [`& .${pieArcLabelClasses.root}`]: { fill: '#fff', fontWeight: 600 } }}
      />
    </Box>
  );
}
