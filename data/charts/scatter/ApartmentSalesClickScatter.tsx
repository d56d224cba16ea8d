import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import type { ScatterItemIdentifier } from '@mui/x-charts/models';
import { apartmentSales } from './scatterData';

export default function ApartmentSalesClickScatter() {
  const [clicked, setClicked] = React.useState<ScatterItemIdentifier | null>(null);
  const sale = clicked ? apartmentSales[clicked.dataIndex] : null;

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Box sx={{ width: '100%', aspectRatio: '16 / 9', minHeight: 260 }}>
        <ScatterChart
          onItemClick={(_event: unknown, identifier: ScatterItemIdentifier) => setClicked(identifier)}
          series={[
            {
              id: 'sales',
              label: 'Sale',
              data: apartmentSales,
              valueFormatter: (point) => point && `${point.x} m², €${point.y}k`,
            },
          ]}
          xAxis={[{ label: 'Floor area (m²)' }]}
          yAxis={[{ label: 'Price (k€)', width: 56 }]}
          hideLegend
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
        {clicked && sale ? (
          <React.Fragment>
            <div>{`onItemClick → ${JSON.stringify(clicked)}`}</div>
            <div>{`${sale.id}: ${sale.x} m², ${sale.rooms} rooms, €${sale.y.toLocaleString('en-US')}k (€${Math.round((sale.y * 1000) / sale.x).toLocaleString('en-US')}/m²)`}</div>
          </React.Fragment>
        ) : (
          'Click near a point to see which sale it is.'
        )}
      </Box>
    </Stack>
  );
}
