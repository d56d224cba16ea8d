import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Gauge } from '@mui/x-charts/Gauge';

export default function NetworkLinkAccessibleGauge() {
  const titleId = React.useId();
  const used = 640;
  const capacity = 1000;

  return (
    <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <Box sx={{ textAlign: 'center' }}>
        <Typography variant="body2" id={titleId} sx={{ fontWeight: 600 }}>
          Uplink throughput
        </Typography>
        <Box sx={{ width: 180, height: 140 }}>
          {/* Named by the visible heading; the value is read out with its unit. */}
          <Gauge
            value={used}
            valueMax={capacity}
            startAngle={-90}
            endAngle={90}
            cy="75%"
            text={({ value }) => `${value} Mb/s`}
            aria-labelledby={titleId}
            aria-valuetext={`${used} megabits per second of ${capacity}`}
          />
        </Box>
      </Box>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        {/* Decorative: the figure beside it says everything, so screen readers skip the gauge. */}
        <Box sx={{ width: 48, height: 48 }}>
          <Gauge value={72} text={() => null} innerRadius="70%" aria-hidden />
        </Box>
        <Typography variant="body2">Backup 72% complete</Typography>
      </Stack>
    </Stack>
  );
}
