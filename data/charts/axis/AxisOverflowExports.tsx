import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

// Coffee exported by a trading house in 2024, tonnes per destination.
const destinations = [
  'United States of America',
  'Germany',
  'United Kingdom of Great Britain',
  'Republic of Korea',
  'Bosnia and Herzegovina',
  'Japan',
];
const tonnes = [182_400, 96_300, 44_100, 38_700, 12_900, 71_500];

export default function AxisOverflowExports() {
  const [axisWidth, setAxisWidth] = React.useState(80);
  const [marginRight, setMarginRight] = React.useState(8);

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 4, rowGap: 1 }}>
        <Box sx={{ flex: '1 1 200px', px: 1 }}>
          <Typography variant="body2" id="export-axis-width">
            yAxis width: {axisWidth}px
          </Typography>
          <Slider
            aria-labelledby="export-axis-width"
            value={axisWidth}
            onChange={(_event, value) => setAxisWidth(value as number)}
            min={45}
            max={220}
            size="small"
          />
        </Box>
        <Box sx={{ flex: '1 1 200px', px: 1 }}>
          <Typography variant="body2" id="export-margin-right">
            margin.right: {marginRight}px
          </Typography>
          <Slider
            aria-labelledby="export-margin-right"
            value={marginRight}
            onChange={(_event, value) => setMarginRight(value as number)}
            min={0}
            max={40}
            size="small"
          />
        </Box>
      </Stack>
      <Box sx={{ width: '100%', height: 320 }}>
        <BarChart
          layout="horizontal"
          yAxis={[{ scaleType: 'band', data: destinations, width: axisWidth }]}
          xAxis={[
            {
              tickNumber: 4,
              valueFormatter: (value: number) => `${value.toLocaleString('en-US')} t`,
            },
          ]}
          series={[{ data: tonnes, label: 'Green coffee shipped' }]}
          margin={{ right: marginRight }}
          grid={{ vertical: true }}
        />
      </Box>
      <Typography variant="body2" color="text.secondary">
        Narrow the axis to see long names clipped; with no right margin the last x label can be cut.
      </Typography>
    </Stack>
  );
}
