import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { LineChart } from '@mui/x-charts/LineChart';
import type { CurveType } from '@mui/x-charts/models';
import { formatCelsius, madrid, months, oslo } from './linesClimateData';

const curves: CurveType[] = [
  'monotoneX',
  'linear',
  'catmullRom',
  'natural',
  'step',
  'stepBefore',
  'stepAfter',
  'bumpX',
  'bumpY',
  'monotoneY',
];

export default function LinePlaygroundTemperature() {
  const [curve, setCurve] = React.useState<CurveType>('monotoneX');
  const [showMark, setShowMark] = React.useState(true);
  const [area, setArea] = React.useState(false);
  const [grid, setGrid] = React.useState(false);
  const [skipAnimation, setSkipAnimation] = React.useState(false);

  const toggles = [
    { label: 'showMark', checked: showMark, set: setShowMark },
    { label: 'area', checked: area, set: setArea },
    { label: 'Grid', checked: grid, set: setGrid },
    { label: 'skipAnimation', checked: skipAnimation, set: setSkipAnimation },
  ];

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label="curve"
          value={curve}
          onChange={(event) => setCurve(event.target.value as CurveType)}
          slotProps={{ select: { native: true } }}
          sx={{ minWidth: 150, mr: 1 }}
        >
          {curves.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </TextField>
        {toggles.map((toggle) => (
          <FormControlLabel
            key={toggle.label}
            control={
              <Switch
                checked={toggle.checked}
                onChange={(event) => toggle.set(event.target.checked)}
              />
            }
            label={toggle.label}
          />
        ))}
      </Stack>
      <Box sx={{ width: '100%', aspectRatio: '16 / 9', minHeight: 280 }}>
        <LineChart
          skipAnimation={skipAnimation}
          grid={{ horizontal: grid, vertical: grid }}
          xAxis={[{ data: months, scaleType: 'point' }]}
          yAxis={[{ valueFormatter: (value: number) => `${value}°`, width: 40 }]}
          series={[
            { label: 'Madrid', data: madrid, curve, showMark, area, valueFormatter: formatCelsius },
            { label: 'Oslo', data: oslo, curve, showMark, area, valueFormatter: formatCelsius },
          ]}
        />
      </Box>
    </Stack>
  );
}
