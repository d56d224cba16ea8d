import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

// EUR to USD closing rate over the ten trading days of a fortnight.
const tradingDays = ['Mon 3', 'Tue 4', 'Wed 5', 'Thu 6', 'Fri 7', 'Mon 10', 'Tue 11', 'Wed 12', 'Thu 13', 'Fri 14'];
const eurUsd = [1.0842, 1.0867, 1.0851, 1.0893, 1.0921, 1.0908, 1.0876, 1.0889, 1.0934, 1.0957];

type XPosition = 'top' | 'bottom';
type YPosition = 'left' | 'right';

export default function AxisPositionExchange() {
  const [xPosition, setXPosition] = React.useState<XPosition>('bottom');
  const [yPosition, setYPosition] = React.useState<YPosition>('right');

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          aria-label="x-axis position"
          value={xPosition}
          onChange={(_event, value: XPosition | null) => value && setXPosition(value)}
        >
          <ToggleButton value="top">x: top</ToggleButton>
          <ToggleButton value="bottom">x: bottom</ToggleButton>
        </ToggleButtonGroup>
        <ToggleButtonGroup
          size="small"
          exclusive
          aria-label="y-axis position"
          value={yPosition}
          onChange={(_event, value: YPosition | null) => value && setYPosition(value)}
        >
          <ToggleButton value="left">y: left</ToggleButton>
          <ToggleButton value="right">y: right</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <Box sx={{ width: '100%', height: 300 }}>
        <LineChart
          xAxis={[{ scaleType: 'point', data: tradingDays, position: xPosition }]}
          yAxis={[
            {
              position: yPosition,
              width: 56,
              valueFormatter: (rate: number) => rate.toFixed(3),
            },
          ]}
          series={[
            {
              data: eurUsd,
              label: 'EUR/USD close',
              valueFormatter: (rate) => (rate == null ? '' : rate.toFixed(4)),
            },
          ]}
          grid={{ horizontal: true }}
        />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
        xAxis position: &apos;{xPosition}&apos;, yAxis position: &apos;{yPosition}&apos;
      </Typography>
    </Stack>
  );
}
