import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';
import { roomHumidity, roomTemperature, twoHourly } from './lineGalleryData';

export default function BiaxialLineServerRoom() {
  return (
    <Box sx={{ width: '100%', aspectRatio: '16 / 9', minHeight: 260 }}>
      <LineChart
        xAxis={[{ data: twoHourly, scaleType: 'point' }]}
        yAxis={[
          {
            id: 'celsius',
            position: 'left',
            min: 15,
            max: 25,
            width: 40,
            valueFormatter: (value: number) => `${value}°`,
          },
          {
            id: 'humidity',
            position: 'right',
            min: 30,
            max: 60,
            width: 44,
            valueFormatter: (value: number) => `${value}%`,
          },
        ]}
        series={[
          {
            label: 'Temperature',
            data: roomTemperature,
            yAxisId: 'celsius',
            valueFormatter: (value: number | null) => `${value} °C`,
          },
          {
            label: 'Humidity',
            data: roomHumidity,
            yAxisId: 'humidity',
            valueFormatter: (value: number | null) => `${value}%`,
          },
        ]}
      />
    </Box>
  );
}
