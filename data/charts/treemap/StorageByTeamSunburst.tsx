import * as React from 'react';
import Box from '@mui/material/Box';
import { PieChart } from '@mui/x-charts/PieChart';

// Cloud storage of a company (TB): teams, and the buckets each team owns.
const teams = [
  {
    team: 'Data',
    shades: ['#1565c0', '#42a5f5'],
    buckets: [
      { name: 'warehouse', size: 18.4 },
      { name: 'exports', size: 4.1 },
    ],
  },
  {
    team: 'Engineering',
    shades: ['#2e7d32', '#66bb6a', '#a5d6a7'],
    buckets: [
      { name: 'backups', size: 11.2 },
      { name: 'build-artifacts', size: 8.7 },
      { name: 'logs', size: 6.9 },
    ],
  },
  {
    team: 'Marketing',
    shades: ['#ef6c00', '#ffa726', '#ffcc80'],
    buckets: [
      { name: 'videos', size: 13.6 },
      { name: 'images', size: 5.8 },
      { name: 'brand-docs', size: 1.2 },
    ],
  },
  {
    team: 'Finance',
    shades: ['#6a1b9a', '#ab47bc'],
    buckets: [
      { name: 'archives', size: 3.1 },
      { name: 'reports', size: 0.8 },
    ],
  },
];

const tb = (value: number) => `${value.toFixed(1)} TB`;

export default function StorageByTeamSunburst() {
  return (
    <Box sx={{ width: '100%', height: 340 }}>
      <PieChart
        hideLegend
        series={[
          {
            id: 'teams',
            data: teams.map(({ team, shades, buckets }) => ({
              id: team,
              label: team,
              color: shades[0],
              value: buckets.reduce((sum, bucket) => sum + bucket.size, 0),
            })),
            outerRadius: '48%',
            arcLabel: 'label',
            arcLabelMinAngle: 30,
            highlightScope: { highlight: 'item', fade: 'global' },
            valueFormatter: (item) => tb(item.value),
          },
          {
            id: 'buckets',
            // Same order as the inner ring, so each team's buckets sit around it.
            data: teams.flatMap(({ team, shades, buckets }) =>
              buckets.map((bucket, index) => ({
                id: `${team}/${bucket.name}`,
                label: `${team} / ${bucket.name}`,
                color: shades[Math.min(index + 1, shades.length - 1)],
                value: bucket.size,
              })),
            ),
            innerRadius: '52%',
            outerRadius: '100%',
            paddingAngle: 0.5,
            highlightScope: { highlight: 'item', fade: 'global' },
            valueFormatter: (item) => tb(item.value),
          },
        ]}
        sx={{ '& .MuiPieArcLabel-root': { fill: '#fff', fontWeight: 600 } }}
      />
    </Box>
  );
}
