import * as React from 'react';
import Box from '@mui/material/Box';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { cityClimate } from './scatterData';

export default function CityClimateDatasetScatter() {
  return (
    <Box sx={{ width: '100%', aspectRatio: '16 / 9', minHeight: 260 }}>
      <ScatterChart
        dataset={cityClimate}
        series={[
          {
            label: 'City',
            datasetKeys: { id: 'city', x: 'meanTemp', y: 'rainfall' },
            valueFormatter: (point, { dataIndex }) =>
              point && `${cityClimate[dataIndex].city}: ${point.x} °C, ${point.y} mm`,
          },
        ]}
        xAxis={[{ label: 'Mean temperature (°C)' }]}
        yAxis={[{ label: 'Yearly rainfall (mm)', width: 60 }]}
        hideLegend
      />
    </Box>
  );
}
