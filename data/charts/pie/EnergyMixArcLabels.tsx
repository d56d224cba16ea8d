import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PieChart, pieArcLabelClasses } from '@mui/x-charts/PieChart';
import type { PieSeriesType } from '@mui/x-charts/models';
import { energyMix } from './pieData';

type LabelChoice = 'none' | 'value' | 'label' | 'formattedValue' | 'percent';

const total = energyMix.reduce((sum, item) => sum + item.value, 0);

const arcLabels: Record<LabelChoice, PieSeriesType['arcLabel']> = {
  none: undefined,
  value: 'value',
  label: 'label',
  formattedValue: 'formattedValue',
  percent: (item) => `${Math.round((item.value / total) * 100)}%`,
};

export default function EnergyMixArcLabels() {
  const [choice, setChoice] = React.useState<LabelChoice>('percent');
  const [minAngle, setMinAngle] = React.useState(15);

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label="arcLabel"
          value={choice}
          onChange={(event) => setChoice(event.target.value as LabelChoice)}
          slotProps={{ select: { native: true } }}
          sx={{ minWidth: 200 }}
        >
          <option value="none">none (no labels)</option>
          <option value="value">&apos;value&apos;</option>
          <option value="formattedValue">&apos;formattedValue&apos;</option>
          <option value="label">&apos;label&apos;</option>
          <option value="percent">function: share of total</option>
        </TextField>
        <Box sx={{ width: 240, maxWidth: '100%' }}>
          <Typography variant="body2">arcLabelMinAngle: {minAngle}°</Typography>
          <Slider
            size="small"
            aria-label="Minimum angle for a label"
            min={0}
            max={45}
            value={minAngle}
            onChange={(_event, value) => setMinAngle(value as number)}
          />
        </Box>
      </Stack>
      <Box sx={{ width: '100%', height: 320 }}>
        <PieChart
          series={[
            {
              data: energyMix,
              arcLabel: arcLabels[choice],
              arcLabelMinAngle: minAngle,
              arcLabelRadius: '65%',
              valueFormatter: (item) => `${item.value.toLocaleString('en-US')} TWh`,
            },
          ]}
          sx={{
            [`& .${pieArcLabelClasses.root}`]: {
              fill: '#fff',
              fontWeight: 600,
              fontSize: 13,
            },
          }}
        />
      </Box>
    </Stack>
  );
}
