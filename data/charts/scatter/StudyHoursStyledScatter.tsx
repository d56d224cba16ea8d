import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { chartsGridClasses } from '@mui/x-charts/ChartsGrid';
import { examScores } from './scatterData';

export default function StudyHoursStyledScatter() {
  const [markerSize, setMarkerSize] = React.useState(4);
  const [vertical, setVertical] = React.useState(false);
  const [horizontal, setHorizontal] = React.useState(true);
  const [dashed, setDashed] = React.useState(true);

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Box sx={{ width: 200, maxWidth: '100%' }}>
          <Typography variant="body2">markerSize: {markerSize}</Typography>
          <Slider
            size="small"
            aria-label="Marker size"
            min={1}
            max={10}
            value={markerSize}
            onChange={(_event, value) => setMarkerSize(value as number)}
          />
        </Box>
        <FormControlLabel
          control={<Switch checked={vertical} onChange={(event) => setVertical(event.target.checked)} />}
          label="grid.vertical"
        />
        <FormControlLabel
          control={
            <Switch checked={horizontal} onChange={(event) => setHorizontal(event.target.checked)} />
          }
          label="grid.horizontal"
        />
        <FormControlLabel
          control={<Switch checked={dashed} onChange={(event) => setDashed(event.target.checked)} />}
          label="Dashed grid (sx)"
        />
      </Stack>
      <Box sx={{ width: '100%', aspectRatio: '16 / 9', minHeight: 260 }}>
        <ScatterChart
          grid={{ vertical, horizontal }}
          series={examScores.map(({ group, points }, index) => ({
            id: group,
            label: group,
            data: points,
            markerSize,
            color: index === 0 ? '#1e88e5' : '#f4511e',
            valueFormatter: (point) => point && `${point.x} h of revision, scored ${point.y}`,
          }))}
          xAxis={[{ label: 'Hours of revision', min: 0, max: 20 }]}
          yAxis={[{ label: 'Exam score', min: 0, max: 100, width: 56 }]}
          sx={
            dashed
              ? { [`& .${chartsGridClasses.line}`]: { strokeDasharray: '4 4', strokeWidth: 1 } }
              : undefined
          }
        />
      </Box>
    </Stack>
  );
}
