import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { BarChart } from '@mui/x-charts/BarChart';
import {
  ContinuousColorLegend,
  continuousColorLegendClasses,
} from '@mui/x-charts/ChartsLegend';
import { chicagoMonthlyMean, monthNames } from './legendData';

type LabelPosition = 'start' | 'end' | 'extremes';

export default function LegendContinuousTemperature() {
  const [labelPosition, setLabelPosition] = React.useState<LabelPosition>('extremes');

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <TextField
        select
        size="small"
        label="labelPosition"
        value={labelPosition}
        onChange={(event) => setLabelPosition(event.target.value as LabelPosition)}
        slotProps={{ select: { native: true } }}
        sx={{ width: 180 }}
      >
        <option value="start">start</option>
        <option value="end">end</option>
        <option value="extremes">extremes</option>
      </TextField>
      <Box sx={{ width: '100%' }}>
        <BarChart
          // A known height: the color gradient is measured against it on the first render.
          height={300}
          xAxis={[{ data: monthNames }]}
          yAxis={[
            {
              valueFormatter: (value: number) => `${value}°`,
              // Bars take their color from their value: blue when cold, red when hot.
              colorMap: {
                type: 'continuous',
                min: -10,
                max: 30,
                color: ['#3b82f6', '#ef4444'],
              },
            },
          ]}
          series={[
            {
              data: chicagoMonthlyMean,
              label: 'Mean temperature, Chicago',
              valueFormatter: (value) => (value == null ? '' : `${value} °C`),
            },
          ]}
          slots={{ legend: ContinuousColorLegend }}
          slotProps={{
            legend: {
              axisDirection: 'y',
              labelPosition,
              minLabel: '−10 °C',
              maxLabel: '30 °C',
              position: { vertical: 'top', horizontal: 'center' },
              sx: {
                width: '100%',
                maxWidth: 360,
                [`& .${continuousColorLegendClasses.label}`]: { whiteSpace: 'nowrap' },
              },
            },
          }}
        />
      </Box>
    </Stack>
  );
}
