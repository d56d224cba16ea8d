import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import { museumVisitors, springDays } from './axisData';

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

export default function AxisMinMaxMuseum() {
  // Indexes of the first and last day shown.
  const [range, setRange] = React.useState<number[]>([30, 60]);
  const [fromZero, setFromZero] = React.useState(true);

  const xMin = springDays[range[0]];
  const xMax = springDays[range[1]];
  const yMin = fromZero ? 0 : 600;

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <Box sx={{ flex: '1 1 240px', px: 1 }}>
          <Typography variant="body2" id="museum-days-label">
            Days shown: {dateFormat.format(xMin)} to {dateFormat.format(xMax)}
          </Typography>
          <Slider
            aria-labelledby="museum-days-label"
            value={range}
            onChange={(_event, value) => {
              const [first, last] = value as number[];
              // Keep at least a week in view.
              if (last - first >= 7) {
                setRange([first, last]);
              }
            }}
            min={0}
            max={springDays.length - 1}
            disableSwap
            size="small"
          />
        </Box>
        <FormControlLabel
          control={<Switch checked={fromZero} onChange={(event) => setFromZero(event.target.checked)} />}
          label="y-axis min: 0"
        />
      </Stack>
      <Box sx={{ width: '100%', height: 300 }}>
        <LineChart
          xAxis={[
            {
              scaleType: 'utc',
              data: springDays,
              // The whole season stays in the series; min and max pick the window drawn.
              min: xMin,
              max: xMax,
              valueFormatter: (date: Date) => dateFormat.format(date),
            },
          ]}
          yAxis={[
            {
              min: yMin,
              max: 3_000,
              valueFormatter: (value: number) => value.toLocaleString('en-US'),
            },
          ]}
          series={[{ data: museumVisitors, label: 'Visitors (closed on Mondays)', showMark: false }]}
          grid={{ horizontal: true }}
        />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
        xAxis: {`{ min: ${xMin.toISOString().slice(0, 10)}, max: ${xMax.toISOString().slice(0, 10)} }`}
        <br />
        yAxis: {`{ min: ${yMin}, max: 3000 }`}
      </Typography>
    </Stack>
  );
}
