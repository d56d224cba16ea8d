import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { PieChart } from '@mui/x-charts/PieChart';
import type { PieItemIdentifier } from '@mui/x-charts/models';
import { studioExpenses } from './pieData';

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

const total = studioExpenses.reduce((sum, item) => sum + item.value, 0);

export default function StudioExpensesClickPie() {
  const [clicked, setClicked] = React.useState<PieItemIdentifier | null>(null);
  const item = clicked ? studioExpenses[clicked.dataIndex] : null;

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Box sx={{ width: '100%', height: 280 }}>
        <PieChart
          onItemClick={(_event, identifier) => setClicked(identifier)}
          series={[
            {
              id: 'expenses',
              data: studioExpenses,
              innerRadius: 30,
              highlightScope: { highlight: 'item', fade: 'global' },
              valueFormatter: (slice) => usd.format(slice.value),
            },
          ]}
        />
      </Box>
      <Box
        sx={{
          height: 72,
          p: 1,
          borderRadius: 1,
          bgcolor: 'action.hover',
          fontFamily: 'monospace',
          fontSize: 13,
          overflow: 'auto',
        }}
      >
        {clicked && item ? (
          <React.Fragment>
            <div>{`onItemClick → ${JSON.stringify(clicked)}`}</div>
            <div>
              {`${item.label}: ${usd.format(item.value)}, ${((item.value / total) * 100).toFixed(1)}% of the month`}
            </div>
          </React.Fragment>
        ) : (
          'Click a slice to see the identifier the callback receives.'
        )}
      </Box>
    </Stack>
  );
}
