import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart, type BarChartProps } from '@mui/x-charts/BarChart';
import type { XAxis } from '@mui/x-charts/models';

// One record per store, as an API might return it. A type alias (not an interface)
// so it fits the `dataset` prop, which expects objects with an index signature.
type StoreSales = {
  store: string;
  orders: number;
  returns: number;
};

const stores: StoreSales[] = [
  { store: 'Lisbon', orders: 1840, returns: 96 },
  { store: 'Porto', orders: 1325, returns: 71 },
  { store: 'Braga', orders: 910, returns: 38 },
  { store: 'Faro', orders: 760, returns: 52 },
];

const xAxis: XAxis<'band'>[] = [{ scaleType: 'band', dataKey: 'store' }];

// `dataKey` is a plain string: keep it in sync with the type by deriving it from `keyof`.
const key = (name: keyof StoreSales) => name;

const series: BarChartProps['series'] = [
  { dataKey: key('orders'), label: 'Orders' },
  { dataKey: key('returns'), label: 'Returns' },
];

export default function TypedOrdersChart() {
  return (
    <Box sx={{ width: '100%', aspectRatio: '16 / 9', minHeight: 240 }}>
      <BarChart dataset={stores} xAxis={xAxis} yAxis={[{ width: 48 }]} series={series} />
    </Box>
  );
}
