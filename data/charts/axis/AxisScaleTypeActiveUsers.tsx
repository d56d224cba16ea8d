import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import { activeUserMonths, activeUsers, formatMonthYear } from './axisData';

type YScale = 'linear' | 'log' | 'sqrt';

const compact = new Intl.NumberFormat('en-US', { notation: 'compact' });

export default function AxisScaleTypeActiveUsers() {
  const labelId = React.useId();
  const [scaleType, setScaleType] = React.useState<YScale>('linear');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography id={labelId} component="span" variant="body2">
          y-axis scaleType
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={scaleType}
          onChange={(_, next: YScale | null) => next && setScaleType(next)}
          aria-labelledby={labelId}
        >
          <ToggleButton value="linear">linear</ToggleButton>
          <ToggleButton value="log">log</ToggleButton>
          <ToggleButton value="sqrt">sqrt</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <Box sx={{ width: '100%', aspectRatio: '16 / 9', minHeight: 260 }}>
        <LineChart
          xAxis={[
            {
              scaleType: 'utc',
              data: activeUserMonths,
              valueFormatter: (date: Date) => formatMonthYear(date),
            },
          ]}
          yAxis={[
            {
              scaleType,
              valueFormatter: (value: number) => compact.format(value),
            },
          ]}
          series={[
            {
              data: activeUsers,
              label: 'Monthly active users',
              showMark: false,
              valueFormatter: (value) => (value == null ? '' : value.toLocaleString('en-US')),
            },
          ]}
        />
      </Box>
    </Stack>
  );
}
