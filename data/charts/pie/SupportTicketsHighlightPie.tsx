import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';
import type { HighlightItemData } from '@mui/x-charts/context';
import { ticketsByChannel } from './pieData';

type Highlight = 'item' | 'series' | 'none';
type Fade = 'global' | 'series' | 'none';

export default function SupportTicketsHighlightPie() {
  const [highlight, setHighlight] = React.useState<Highlight>('item');
  const [fade, setFade] = React.useState<Fade>('global');
  const [grow, setGrow] = React.useState(true);
  const [highlightedItem, setHighlightedItem] = React.useState<HighlightItemData | null>(null);

  const hovered =
    highlightedItem?.dataIndex === undefined ? null : ticketsByChannel[highlightedItem.dataIndex];

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label="highlight"
          value={highlight}
          onChange={(event) => setHighlight(event.target.value as Highlight)}
          slotProps={{ select: { native: true } }}
          sx={{ minWidth: 140 }}
        >
          <option value="item">item</option>
          <option value="series">series</option>
          <option value="none">none</option>
        </TextField>
        <TextField
          select
          size="small"
          label="fade"
          value={fade}
          onChange={(event) => setFade(event.target.value as Fade)}
          slotProps={{ select: { native: true } }}
          sx={{ minWidth: 140 }}
        >
          <option value="global">global</option>
          <option value="series">series</option>
          <option value="none">none</option>
        </TextField>
        <FormControlLabel
          control={<Switch checked={grow} onChange={(event) => setGrow(event.target.checked)} />}
          label="Grow the highlighted slice"
        />
      </Stack>
      <Box sx={{ width: '100%', height: 300 }}>
        <PieChart
          onHighlightChange={setHighlightedItem}
          series={[
            {
              data: ticketsByChannel,
              innerRadius: 40,
              outerRadius: 110,
              paddingAngle: 1,
              cornerRadius: 3,
              highlightScope: { highlight, fade },
              highlighted: grow ? { additionalRadius: 8 } : undefined,
              faded: { innerRadius: 40, additionalRadius: -12, color: 'gray' },
              valueFormatter: (item) => `${item.value} tickets`,
            },
          ]}
        />
      </Box>
      <Typography variant="body2" sx={{ fontFamily: 'monospace', minHeight: 44 }}>
        {`highlightedItem: ${JSON.stringify(highlightedItem)}`}
        <br />
        {hovered ? `${hovered.label}: ${hovered.value} tickets` : 'Hover a slice or a legend item.'}
      </Typography>
    </Stack>
  );
}
