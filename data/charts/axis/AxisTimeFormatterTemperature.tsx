import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';
import { days2024, formatDay, formatMonth, temperatures } from './axisData';

const celsius = (value: number | null) => (value == null ? '' : `${value.toFixed(1)} °C`);

export default function AxisTimeFormatterTemperature() {
  return (
    <Box sx={{ width: '100%', aspectRatio: '16 / 9', minHeight: 280 }}>
      <LineChart
        xAxis={[
          {
            scaleType: 'utc',
            data: days2024,
            // Ticks name the month; the tooltip names the exact day.
            valueFormatter: (date: Date, context) =>
              context.location === 'tick' ? formatMonth(date) : formatDay(date),
          },
        ]}
        yAxis={[{ valueFormatter: (value: number) => `${value}°` }]}
        series={[
          { data: temperatures.oslo, label: 'Oslo', showMark: false, valueFormatter: celsius },
          { data: temperatures.madrid, label: 'Madrid', showMark: false, valueFormatter: celsius },
          { data: temperatures.sydney, label: 'Sydney', showMark: false, valueFormatter: celsius },
        ]}
        grid={{ horizontal: true }}
      />
    </Box>
  );
}
