import * as React from 'react';
import Box from '@mui/material/Box';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { townDays } from './scatterDemoData';

export default function TownWeatherTwoAxesScatter() {
  return (
    <Box sx={{ width: '100%', aspectRatio: '16 / 9', minHeight: 280 }}>
      <ScatterChart
        dataset={townDays}
        series={[
          {
            id: 'ice-creams',
            label: 'Ice creams sold',
            datasetKeys: { id: 'id', x: 'temperature', y: 'iceCreams' },
            yAxisId: 'sales',
            color: '#e91e63',
            valueFormatter: (point) => point && `${point.y} ice creams at ${point.x} °C`,
          },
          {
            id: 'heating',
            label: 'Heating energy',
            datasetKeys: { id: 'id', x: 'temperature', y: 'heating' },
            yAxisId: 'energy',
            color: '#1e88e5',
            valueFormatter: (point) => point && `${point.y} kWh at ${point.x} °C`,
          },
        ]}
        xAxis={[{ label: 'Mean outdoor temperature (°C)' }]}
        yAxis={[
          { id: 'sales', label: 'Ice creams', position: 'left', width: 56 },
          { id: 'energy', label: 'Heating (kWh)', position: 'right', width: 60 },
        ]}
      />
    </Box>
  );
}
