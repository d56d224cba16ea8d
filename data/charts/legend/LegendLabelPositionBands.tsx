import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ChartDataProvider } from '@mui/x-charts/ChartDataProvider';
import { ContinuousColorLegend, PiecewiseColorLegend } from '@mui/x-charts/ChartsLegend';
import type { Direction } from '@mui/x-charts/ChartsLegend';

type LabelPosition = 'start' | 'end' | 'extremes';

// Two legends for one scale: the risk score of loan applications, 300 to 850.
const riskAxis = {
  id: 'score',
  min: 300,
  max: 850,
  valueFormatter: (value: number) => String(value),
};

function Select<T extends string>(props: { label: string; value: T; options: T[]; onChange: (value: T) => void }) {
  const { label, value, options, onChange } = props;
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as T)}
      slotProps={{ select: { native: true } }}
      sx={{ minWidth: 150 }}
    >
      {options.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </TextField>
  );
}

export default function LegendLabelPositionBands() {
  const [direction, setDirection] = React.useState<Direction>('horizontal');
  const [labelPosition, setLabelPosition] = React.useState<LabelPosition>('end');

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
        <Select label="direction" value={direction} options={['horizontal', 'vertical']} onChange={setDirection} />
        <Select
          label="labelPosition"
          value={labelPosition}
          options={['start', 'end', 'extremes']}
          onChange={setLabelPosition}
        />
      </Stack>
      {/* No plot: the provider only holds the axes whose color maps the legends explain. */}
      <ChartDataProvider
        series={[]}
        yAxis={[
          {
            ...riskAxis,
            id: 'continuous',
            colorMap: { type: 'continuous', min: 300, max: 850, color: ['#dc2626', '#16a34a'] },
          },
          {
            ...riskAxis,
            id: 'piecewise',
            colorMap: {
              type: 'piecewise',
              thresholds: [580, 670, 740, 800],
              colors: ['#dc2626', '#f97316', '#eab308', '#84cc16', '#16a34a'],
            },
          },
        ]}
      >
        <Stack
          direction={direction === 'horizontal' ? 'column' : 'row'}
          sx={{ gap: 4, flexWrap: 'wrap', alignItems: 'flex-start' }}
        >
          <Box sx={direction === 'horizontal' ? { width: '100%', maxWidth: 420 } : { height: 220 }}>
            <ContinuousColorLegend
              axisDirection="y"
              axisId="continuous"
              direction={direction}
              labelPosition={labelPosition}
              sx={{ height: direction === 'vertical' ? '100%' : undefined }}
            />
          </Box>
          <PiecewiseColorLegend
            axisDirection="y"
            axisId="piecewise"
            direction={direction}
            labelPosition={labelPosition}
          />
        </Stack>
      </ChartDataProvider>
    </Stack>
  );
}
