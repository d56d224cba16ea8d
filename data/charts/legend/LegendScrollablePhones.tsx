import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { PieChart } from '@mui/x-charts/PieChart';
import { legendClasses, type SeriesLegendItemContext } from '@mui/x-charts/ChartsLegend';
import { phoneModels } from './legendData';

export default function LegendScrollablePhones() {
  const [lastClick, setLastClick] = React.useState('Click a phone model in the legend.');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box sx={{ width: '100%', height: 300 }}>
        <PieChart
          series={[
            {
              data: phoneModels,
              innerRadius: 50,
              valueFormatter: (item) => `${item.value} phones`,
            },
          ]}
          slotProps={{
            legend: {
              direction: 'vertical',
              position: { vertical: 'middle', horizontal: 'end' },
              // The legend is HTML: keep it inside the chart's height and let it scroll.
              sx: { maxHeight: 260, overflowY: 'auto', flexWrap: 'nowrap', pr: 1 },
              tabIndex: 0,
              onItemClick: (
                _event: React.MouseEvent<HTMLButtonElement>,
                item: SeriesLegendItemContext,
                index: number,
              ) =>
                setLastClick(
                  `onItemClick: index ${index}, seriesId ${item.seriesId}, itemId ${item.itemId}, label "${item.label}"`,
                ),
            },
          }}
          sx={{ [`& .${legendClasses.label}`]: { whiteSpace: 'nowrap' } }}
        />
      </Box>
      <Box
        sx={{
          height: 64,
          overflow: 'auto',
          px: 1,
          py: 0.5,
          borderRadius: 1,
          bgcolor: 'action.hover',
          typography: 'body2',
          fontFamily: 'monospace',
          overflowWrap: 'anywhere',
        }}
      >
        {lastClick}
      </Box>
    </Stack>
  );
}
