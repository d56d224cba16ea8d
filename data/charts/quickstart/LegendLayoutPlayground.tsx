import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

type Placement = 'top' | 'bottom' | 'right';

const legendByPlacement = {
  top: { position: { vertical: 'top', horizontal: 'center' }, direction: 'horizontal' },
  bottom: { position: { vertical: 'bottom', horizontal: 'center' }, direction: 'horizontal' },
  right: { position: { vertical: 'middle', horizontal: 'end' }, direction: 'vertical' },
} as const;

const hours = ['06', '08', '10', '12', '14', '16', '18', '20', '22'];

export default function LegendLayoutPlayground() {
  const [placement, setPlacement] = React.useState<Placement>('top');
  const [margin, setMargin] = React.useState(20);
  const marginLabel = React.useId();

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 3, alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label="Legend"
          value={placement}
          onChange={(event) => setPlacement(event.target.value as Placement)}
          slotProps={{ select: { native: true } }}
          sx={{ width: 140 }}
        >
          <option value="top">Top</option>
          <option value="bottom">Bottom</option>
          <option value="right">Right</option>
        </TextField>
        <Box sx={{ width: 200 }}>
          <Typography id={marginLabel} variant="body2">
            margin: {margin}
          </Typography>
          <Slider
            size="small"
            // The native range input already carries min and max: no duplicate ARIA attributes.
            aria-labelledby={marginLabel}
            value={margin}
            min={0}
            max={60}
            onChange={(_, value) => setMargin(value as number)}
          />
        </Box>
      </Stack>
      <Box sx={{ width: '100%', aspectRatio: '16 / 9', minHeight: 260, border: 1, borderColor: 'divider' }}>
        <LineChart
          margin={margin}
          xAxis={[{ data: hours, scaleType: 'point', valueFormatter: (value: string) => `${value}:00` }]}
          yAxis={[{ width: 36 }]}
          series={[
            { label: 'Dine in', data: [4, 22, 18, 64, 40, 21, 58, 47, 12] },
            { label: 'Takeaway', data: [12, 45, 30, 52, 28, 26, 38, 22, 9] },
            { label: 'Delivery', data: [0, 3, 6, 30, 18, 14, 44, 51, 26] },
          ]}
          slotProps={{ legend: legendByPlacement[placement] }}
        />
      </Box>
    </Stack>
  );
}
