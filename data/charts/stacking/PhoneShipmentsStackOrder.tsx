import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { BarChart } from '@mui/x-charts/BarChart';
import type { StackOrderType } from '@mui/x-charts/models';
import { shipments, years } from './stackingData';

const brands = [
  { id: 'northwind', label: 'Northwind', data: shipments.northwind },
  { id: 'contoso', label: 'Contoso', data: shipments.contoso },
  { id: 'fabrikam', label: 'Fabrikam', data: shipments.fabrikam },
  { id: 'tailspin', label: 'Tailspin', data: shipments.tailspin },
];

const orders: StackOrderType[] = [
  'none',
  'reverse',
  'ascending',
  'descending',
  'appearance',
  'insideOut',
];

export default function PhoneShipmentsStackOrder() {
  const [order, setOrder] = React.useState<StackOrderType>('none');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <TextField
        select
        size="small"
        label="stackOrder"
        value={order}
        onChange={(event) => setOrder(event.target.value as StackOrderType)}
        slotProps={{ select: { native: true } }}
        sx={{ width: 200 }}
      >
        {orders.map((value) => (
          <option key={value} value={value}>
            {value}
          </option>
        ))}
      </TextField>
      <Box sx={{ width: '100%', aspectRatio: '16 / 9', minHeight: 280 }}>
        <BarChart
          layout="horizontal"
          yAxis={[{ data: years, scaleType: 'band', width: 48 }]}
          xAxis={[{ valueFormatter: (value: number) => `${value}M` }]}
          series={brands.map((brand) => ({
            ...brand,
            stack: 'shipments',
            stackOrder: order,
            valueFormatter: (value: number | null) => `${value}M phones`,
          }))}
        />
      </Box>
    </Stack>
  );
}
