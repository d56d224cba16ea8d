import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { Heatmap, heatmapClasses } from '@mui/x-charts-pro/Heatmap';
import { hourLabel, hours, sessionsByHour, weekdays } from './heatmapData';

export default function RecipeSiteStyledHeatmap() {
  const [gap, setGap] = React.useState(2);
  const [rounded, setRounded] = React.useState(true);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Box sx={{ width: 200, maxWidth: '100%' }}>
          <Typography variant="body2">Gap between cells: {gap} px</Typography>
          <Slider
            size="small"
            aria-label="Gap between cells"
            min={0}
            max={4}
            value={gap}
            onChange={(_event, value) => setGap(value as number)}
          />
        </Box>
        <FormControlLabel
          control={<Switch checked={rounded} onChange={(event) => setRounded(event.target.checked)} />}
          label="Rounded cells"
        />
      </Stack>
      <Box sx={{ width: '100%', aspectRatio: '3 / 1', minHeight: 240 }}>
        <Heatmap
          xAxis={[
            {
              data: hours,
              valueFormatter: (hour: number) => hourLabel(hour),
              tickLabelInterval: (hour: number) => hour % 3 === 0,
              disableLine: true,
              disableTicks: true,
            },
          ]}
          yAxis={[{ data: weekdays, width: 40, disableLine: true, disableTicks: true }]}
          series={[{ data: sessionsByHour, valueFormatter: (cell) => `${cell[2]} sessions` }]}
          zAxis={[{ colorMap: { type: 'continuous', min: 0, max: 850, color: ['#fff3e0', '#e65100'] } }]}
          slotProps={{ cell: { rx: rounded ? 4 : 0 } }}
          sx={(theme) => ({
            [`& .${heatmapClasses.cell}`]: {
              // A stroke in the page's background colour draws the gaps.
              stroke: (theme.vars || theme).palette.background.default,
              strokeWidth: gap,
            },
          })}
        />
      </Box>
    </Stack>
  );
}
