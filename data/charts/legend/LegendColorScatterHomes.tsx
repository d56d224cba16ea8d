import * as React from 'react';
import Box from '@mui/material/Box';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { ContinuousColorLegend } from '@mui/x-charts/ChartsLegend';
import { seededRandom } from '@docs/demo-data';

// Homes sold in one town: floor area, price, and year built as the color.
const homes = (() => {
  const random = seededRandom(42);
  return Array.from({ length: 60 }, (_, id) => {
    const area = Math.round(55 + random() * 140);
    const built = Math.round(1925 + random() * 98);
    const age = 2024 - built;
    const price = Math.round((area * 3_900 - age * 1_100 + random() * 60_000) / 1_000) * 1_000;
    return { id, x: area, y: price, z: built };
  });
})();

export default function LegendColorScatterHomes() {
  return (
    <Box sx={{ width: '100%', height: 340 }}>
      <ScatterChart
        series={[
          {
            data: homes,
            label: 'Homes sold',
            valueFormatter: (home) => home && `${home.x} m², $${home.y.toLocaleString('en-US')}, built ${home.z}`,
          },
        ]}
        xAxis={[{ label: 'Floor area (m²)' }]}
        yAxis={[{ width: 60, valueFormatter: (value: number) => `$${value / 1_000}k` }]}
        // The z-axis carries no position; it only maps "year built" to a color.
        zAxis={[
          {
            colorMap: { type: 'continuous', min: 1925, max: 2023, color: ['#7c3aed', '#f59e0b'] },
          },
        ]}
        slots={{ legend: ContinuousColorLegend }}
        slotProps={{
          legend: {
            // axisDirection defaults to 'z', the axis this chart colors by.
            minLabel: 'Built 1925',
            maxLabel: 'Built 2023',
            labelPosition: 'extremes',
            sx: { width: '100%', maxWidth: 400 },
          },
        }}
      />
    </Box>
  );
}
