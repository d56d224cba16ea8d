import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RadarChart } from '@mui/x-charts/RadarChart';
import { developerMetrics, developerProfiles } from './radarData';

// Short names around the chart, the full names in the tooltip.
const shortName = (name: string) => name.replace(/ \(.*\)$/, '').replace('Code reviews per week', 'Reviews/week');

export default function DeveloperProfileRadarAxis() {
  const [startAngle, setStartAngle] = React.useState(0);
  const [labelGap, setLabelGap] = React.useState(10);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Box sx={{ width: 220, maxWidth: '100%' }}>
          <Typography variant="body2">radar.startAngle: {startAngle}°</Typography>
          <Slider
            size="small"
            aria-label="Start angle"
            min={-180}
            max={180}
            step={15}
            value={startAngle}
            onChange={(_event, value) => setStartAngle(value as number)}
          />
        </Box>
        <Box sx={{ width: 220, maxWidth: '100%' }}>
          <Typography variant="body2">radar.labelGap: {labelGap} px</Typography>
          <Slider
            size="small"
            aria-label="Label gap"
            min={0}
            max={30}
            value={labelGap}
            onChange={(_event, value) => setLabelGap(value as number)}
          />
        </Box>
      </Stack>
      <Box sx={{ width: '100%', maxWidth: 520, aspectRatio: '1 / 1', mx: 'auto' }}>
        <RadarChart
          radar={{
            metrics: developerMetrics,
            startAngle,
            labelGap,
            labelFormatter: (name, { location }) => (location === 'tick' ? shortName(name) : name),
          }}
          series={developerProfiles}
          margin={{ left: 50, right: 50 }}
        />
      </Box>
    </Stack>
  );
}
