import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const answered = [1_284, 1_102, 1_047, 998, 1_163, 412];
const abandoned = [96, 71, 58, 62, 88, 19];

export default function AxisRenderingCallCenter() {
  const [disableLine, setDisableLine] = React.useState(false);
  const [disableTicks, setDisableTicks] = React.useState(false);
  const [tickSize, setTickSize] = React.useState(6);
  const [label, setLabel] = React.useState('Calls');

  const yAxisProps = { disableLine, disableTicks, tickSize, label: label || undefined };

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 1, alignItems: 'center' }}>
        <FormControlLabel
          control={<Switch checked={disableLine} onChange={(event) => setDisableLine(event.target.checked)} />}
          label="disableLine"
        />
        <FormControlLabel
          control={<Switch checked={disableTicks} onChange={(event) => setDisableTicks(event.target.checked)} />}
          label="disableTicks"
        />
        <TextField
          size="small"
          label="label"
          value={label}
          onChange={(event) => setLabel(event.target.value)}
          sx={{ width: 140 }}
        />
        <Box sx={{ width: 180, px: 1 }}>
          <Typography variant="body2" id="call-tick-size">
            tickSize: {tickSize}
          </Typography>
          <Slider
            aria-labelledby="call-tick-size"
            value={tickSize}
            onChange={(_event, value) => setTickSize(value as number)}
            min={0}
            max={20}
            disabled={disableTicks}
            size="small"
          />
        </Box>
      </Stack>
      <Box sx={{ width: '100%', height: 300 }}>
        <BarChart
          xAxis={[{ scaleType: 'band', data: weekdays, disableTicks: true }]}
          yAxis={[yAxisProps]}
          series={[
            { data: answered, label: 'Answered', stack: 'calls' },
            { data: abandoned, label: 'Abandoned', stack: 'calls' },
          ]}
        />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
        yAxis: {JSON.stringify(yAxisProps)}
      </Typography>
    </Stack>
  );
}
