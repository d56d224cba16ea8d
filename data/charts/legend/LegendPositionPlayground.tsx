import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { BarChart } from '@mui/x-charts/BarChart';
import { planRevenue, quarters } from './legendData';

type Vertical = 'top' | 'middle' | 'bottom';
type Horizontal = 'start' | 'center' | 'end';
type Direction = 'horizontal' | 'vertical';

export default function LegendPositionPlayground() {
  const [vertical, setVertical] = React.useState<Vertical>('top');
  const [horizontal, setHorizontal] = React.useState<Horizontal>('center');
  const [direction, setDirection] = React.useState<Direction>('horizontal');
  const [hideLegend, setHideLegend] = React.useState(false);

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label="position.vertical"
          value={vertical}
          onChange={(event) => setVertical(event.target.value as Vertical)}
          slotProps={{ select: { native: true } }}
          sx={{ minWidth: 150 }}
        >
          <option value="top">top</option>
          <option value="middle">middle</option>
          <option value="bottom">bottom</option>
        </TextField>
        <TextField
          select
          size="small"
          label="position.horizontal"
          value={horizontal}
          onChange={(event) => setHorizontal(event.target.value as Horizontal)}
          slotProps={{ select: { native: true } }}
          sx={{ minWidth: 160 }}
        >
          <option value="start">start</option>
          <option value="center">center</option>
          <option value="end">end</option>
        </TextField>
        <TextField
          select
          size="small"
          label="direction"
          value={direction}
          onChange={(event) => setDirection(event.target.value as Direction)}
          slotProps={{ select: { native: true } }}
          sx={{ minWidth: 140 }}
        >
          <option value="horizontal">horizontal</option>
          <option value="vertical">vertical</option>
        </TextField>
        <FormControlLabel
          control={<Switch checked={hideLegend} onChange={(event) => setHideLegend(event.target.checked)} />}
          label="hideLegend"
        />
      </Stack>
      <Box sx={{ width: '100%', aspectRatio: '16 / 9', minHeight: 320 }}>
        <BarChart
          xAxis={[{ data: quarters }]}
          yAxis={[{ valueFormatter: (value: number) => `$${value}k` }]}
          series={planRevenue.map((plan) => ({
            ...plan,
            valueFormatter: (value: number | null) => (value == null ? '' : `$${value}k`),
          }))}
          hideLegend={hideLegend}
          slotProps={{ legend: { position: { vertical, horizontal }, direction } }}
        />
      </Box>
    </Stack>
  );
}
