import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { axisClasses } from '@mui/x-charts/ChartsAxis';

const products = [
  'Espresso machine Pro 2',
  'Burr grinder',
  'Milk frother',
  'Cold brew tower',
  'Travel mug, 350 ml',
  'Pour-over kettle',
  'Descaling tablets',
  'Barista apron',
];
const unitsSold = [412, 655, 890, 128, 1_740, 506, 2_310, 240];

export default function AxisTickLabelStyleProducts() {
  const angleLabelId = React.useId();
  const [angle, setAngle] = React.useState(-40);
  const [disableLine, setDisableLine] = React.useState(false);
  const [disableTicks, setDisableTicks] = React.useState(false);

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <Box sx={{ width: 200 }}>
          <Typography id={angleLabelId} variant="body2">
            Tick label angle: {angle}°
          </Typography>
          <Slider
            size="small"
            min={-90}
            max={0}
            step={5}
            value={angle}
            onChange={(_, value) => setAngle(value as number)}
            aria-labelledby={angleLabelId}
          />
        </Box>
        <FormControlLabel
          control={<Switch checked={disableLine} onChange={(event) => setDisableLine(event.target.checked)} />}
          label="disableLine"
        />
        <FormControlLabel
          control={<Switch checked={disableTicks} onChange={(event) => setDisableTicks(event.target.checked)} />}
          label="disableTicks"
        />
      </Stack>
      <Box sx={{ width: '100%', aspectRatio: '4 / 3', minHeight: 320, maxHeight: 460 }}>
        <BarChart
          xAxis={[
            {
              scaleType: 'band',
              data: products,
              // Room for the slanted labels: the default height only fits one line.
              height: 100,
              disableLine,
              disableTicks,
              tickLabelStyle: {
                angle,
                textAnchor: angle === 0 ? 'middle' : 'end',
                fontSize: 12,
              },
            },
          ]}
          yAxis={[
            {
              label: 'Units sold in Q3',
              width: 60,
              tickSize: 3,
              labelStyle: { fontWeight: 600 },
            },
          ]}
          series={[{ data: unitsSold, label: 'Units sold' }]}
          hideLegend
          sx={{
            [`& .${axisClasses.left} .${axisClasses.tickLabel}`]: {
              fill: (theme) => (theme.vars ?? theme).palette.text.secondary,
            },
            [`& .${axisClasses.bottom} .${axisClasses.line}`]: {
              strokeWidth: 2,
            },
          }}
        />
      </Box>
    </Stack>
  );
}
