import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import type { HighlightItemData } from '@mui/x-charts-pro';
import { roomBookings, slots, workdays } from './heatmapData';

type Fade = 'global' | 'none';

export default function RoomBookingsHighlightHeatmap() {
  const [fade, setFade] = React.useState<Fade>('global');
  const [highlightedItem, setHighlightedItem] = React.useState<HighlightItemData | null>(null);
  const cell = highlightedItem?.dataIndex === undefined ? null : roomBookings[highlightedItem.dataIndex];

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <TextField
        select
        size="small"
        label="highlightScope.fade"
        value={fade}
        onChange={(event) => setFade(event.target.value as Fade)}
        slotProps={{ select: { native: true } }}
        sx={{ maxWidth: 220 }}
      >
        <option value="global">global</option>
        <option value="none">none</option>
      </TextField>
      <Box sx={{ width: '100%', height: 300 }}>
        <Heatmap
          xAxis={[{ data: slots, tickLabelInterval: (_value: string, index: number) => index % 2 === 0 }]}
          yAxis={[{ data: workdays, valueFormatter: (day: string, context) => (context.location === 'tick' ? day.slice(0, 3) : day), width: 44 }]}
          series={[
            {
              id: 'bookings',
              data: roomBookings,
              highlightScope: { highlight: 'item', fade },
              valueFormatter: (value) => `${value[2]} of 8 rooms booked`,
            },
          ]}
          zAxis={[{ colorMap: { type: 'continuous', min: 0, max: 8, color: ['rgba(123, 31, 162, 0.08)', 'rgba(123, 31, 162, 1)'] } }]}
          onHighlightChange={setHighlightedItem}
        />
      </Box>
      <Typography variant="body2" sx={{ fontFamily: 'monospace', minHeight: 44 }}>
        {`highlightedItem: ${JSON.stringify(highlightedItem)}`}
        <br />
        {cell ? `${workdays[cell[1]]} at ${slots[cell[0]]}: ${cell[2]} rooms booked` : 'Hover a cell.'}
      </Typography>
    </Stack>
  );
}
