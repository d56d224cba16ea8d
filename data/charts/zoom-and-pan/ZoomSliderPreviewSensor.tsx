import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import type { ZoomSliderShowTooltip } from '@mui/x-charts-pro';
import { formatClock, minuteTimes, rackTemperature, roomHumidity } from './sensorMinutes';

export default function ZoomSliderPreviewSensor() {
  const [preview, setPreview] = React.useState(true);
  const [showTooltip, setShowTooltip] = React.useState<ZoomSliderShowTooltip>('hover');

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <FormControlLabel
          control={<Switch checked={preview} onChange={(event) => setPreview(event.target.checked)} />}
          label="preview"
        />
        <TextField
          select
          size="small"
          label="showTooltip"
          value={showTooltip}
          onChange={(event) => setShowTooltip(event.target.value as ZoomSliderShowTooltip)}
          slotProps={{ select: { native: true } }}
          sx={{ minWidth: 140 }}
        >
          <option value="hover">hover</option>
          <option value="always">always</option>
          <option value="never">never</option>
        </TextField>
      </Stack>
      <Box sx={{ width: '100%', aspectRatio: '16 / 9', minHeight: 340 }}>
        <LineChartPro
          showToolbar
          xAxis={[
            {
              id: 'time',
              scaleType: 'utc',
              data: minuteTimes,
              valueFormatter: (date: Date) => formatClock(date),
              zoom: { slider: { enabled: true, preview, showTooltip } },
            },
          ]}
          yAxis={[
            { id: 'temperature', valueFormatter: (value: number) => `${value}°` },
            { id: 'humidity', position: 'right', valueFormatter: (value: number) => `${value}%` },
          ]}
          series={[
            {
              yAxisId: 'temperature',
              data: rackTemperature,
              label: 'Temperature',
              showMark: false,
              valueFormatter: (value) => (value == null ? '' : `${value.toFixed(2)} °C`),
            },
            {
              yAxisId: 'humidity',
              data: roomHumidity,
              label: 'Humidity',
              showMark: false,
              valueFormatter: (value) => (value == null ? '' : `${value.toFixed(1)}%`),
            },
          ]}
          initialZoom={[{ axisId: 'time', start: 52, end: 64 }]}
        />
      </Box>
    </Stack>
  );
}
