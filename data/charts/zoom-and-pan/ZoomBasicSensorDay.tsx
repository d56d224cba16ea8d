import Box from '@mui/material/Box';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import { formatClock, minuteTimes, rackTemperature } from './sensorMinutes';

export default function ZoomBasicSensorDay() {
  return (
    <Box sx={{ width: '100%', aspectRatio: '16 / 9', minHeight: 280 }}>
      <LineChartPro
        xAxis={[
          {
            scaleType: 'utc',
            data: minuteTimes,
            valueFormatter: (date: Date) => formatClock(date),
            zoom: true,
          },
        ]}
        yAxis={[{ valueFormatter: (value: number) => `${value}°` }]}
        series={[
          {
            data: rackTemperature,
            label: 'Rack inlet temperature',
            showMark: false,
            valueFormatter: (value) => (value == null ? '' : `${value.toFixed(2)} °C`),
          },
        ]}
      />
    </Box>
  );
}
