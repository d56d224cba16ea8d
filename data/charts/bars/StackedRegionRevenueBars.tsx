import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { BarChart } from '@mui/x-charts/BarChart';
import type { StackOffsetType } from '@mui/x-charts/models';
import { formatThousands, months, asiaPacific, europe, northAmerica } from './barsRevenueData';

const regions = [
  { label: 'North America', data: northAmerica },
  { label: 'Europe', data: europe },
  { label: 'Asia Pacific', data: asiaPacific },
];

export default function StackedRegionRevenueBars() {
  const [stacked, setStacked] = React.useState(true);
  const [offset, setOffset] = React.useState<StackOffsetType>('none');
  const share = stacked && offset === 'expand';

  const format = (value: number | null) =>
    share ? `${Math.round((value ?? 0) * 100)}%` : formatThousands(value);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <FormControlLabel
          control={
            <Switch checked={stacked} onChange={(event) => setStacked(event.target.checked)} />
          }
          label="Stack the regions"
        />
        <TextField
          select
          size="small"
          label="stackOffset"
          value={offset}
          disabled={!stacked}
          onChange={(event) => setOffset(event.target.value as StackOffsetType)}
          slotProps={{ select: { native: true } }}
          sx={{ minWidth: 160 }}
        >
          <option value="none">none</option>
          <option value="expand">expand</option>
        </TextField>
      </Stack>
      <Box sx={{ width: '100%', aspectRatio: '16 / 9', minHeight: 280 }}>
        <BarChart
          xAxis={[{ data: months, scaleType: 'band' }]}
          yAxis={[{ valueFormatter: (value: number) => format(value), width: 60 }]}
          series={regions.map((region) => ({
            ...region,
            stack: stacked ? 'revenue' : undefined,
            stackOffset: offset,
            valueFormatter: (value: number | null) => formatThousands(value),
          }))}
        />
      </Box>
    </Stack>
  );
}
