import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { LineChart } from '@mui/x-charts/LineChart';
import { formatCelsius, months, sydney } from './linesClimateData';

type BaselineChoice = '0' | 'min' | 'max' | '18';

export default function BaselineAreaLines() {
  const [choice, setChoice] = React.useState<BaselineChoice>('18');
  const baseline = choice === 'min' || choice === 'max' ? choice : Number(choice);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <TextField
        select
        size="small"
        label="baseline"
        value={choice}
        onChange={(event) => setChoice(event.target.value as BaselineChoice)}
        slotProps={{ select: { native: true } }}
        sx={{ width: 220 }}
      >
        <option value="0">0 (default)</option>
        <option value="min">&quot;min&quot;</option>
        <option value="max">&quot;max&quot;</option>
        <option value="18">18 (comfort temperature)</option>
      </TextField>
      <Box sx={{ width: '100%', aspectRatio: '16 / 9', minHeight: 260 }}>
        <LineChart
          xAxis={[{ data: months, scaleType: 'point' }]}
          yAxis={[{ valueFormatter: (value: number) => `${value}°`, width: 40 }]}
          series={[
            { label: 'Sydney', data: sydney, area: true, baseline, valueFormatter: formatCelsius },
          ]}
          grid={{ horizontal: true }}
        />
      </Box>
    </Stack>
  );
}
