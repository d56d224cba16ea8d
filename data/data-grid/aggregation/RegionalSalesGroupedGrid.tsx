import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  GridAggregationPosition,
  GridColDef,
  GridGroupNode,
  useGridApiRef,
  useKeepGroupedColumnsHidden,
} from '@mui/x-data-grid-premium';
import { orders, type Order } from '@docs/demo-data';

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

const columns: GridColDef<Order>[] = [
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'quantity', headerName: 'Units', type: 'number', width: 110 },
  {
    field: 'total',
    headerName: 'Revenue',
    type: 'number',
    width: 140,
    valueFormatter: (value: number) => (value == null ? '' : usd.format(value)),
  },
];

type Placement = 'default' | 'groupFooters' | 'grandTotalOnly' | 'groupsOnly';

const placements: Record<
  Placement,
  { label: string; code: string; fn: (node: GridGroupNode) => GridAggregationPosition | null }
> = {
  default: {
    label: 'Group rows inline, grand total in footer',
    code: "depth === -1 ? 'footer' : 'inline'",
    fn: (node) => (node.depth === -1 ? 'footer' : 'inline'),
  },
  groupFooters: {
    label: 'A footer row under every group',
    code: "'footer'",
    fn: () => 'footer',
  },
  grandTotalOnly: {
    label: 'Grand total only',
    code: "depth === -1 ? 'footer' : null",
    fn: (node) => (node.depth === -1 ? 'footer' : null),
  },
  groupsOnly: {
    label: 'Groups only, no grand total',
    code: "depth === -1 ? null : 'inline'",
    fn: (node) => (node.depth === -1 ? null : 'inline'),
  },
};

export default function RegionalSalesGroupedGrid() {
  const apiRef = useGridApiRef();
  const [placement, setPlacement] = React.useState<Placement>('default');

  const initialState = useKeepGroupedColumnsHidden({
    apiRef,
    initialState: {
      rowGrouping: { model: ['country'] },
      aggregation: { model: { quantity: 'sum', total: 'sum' } },
    },
  });

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <TextField
        select
        size="small"
        label="Where totals appear"
        value={placement}
        onChange={(event) => setPlacement(event.target.value as Placement)}
        slotProps={{ select: { native: true } }}
        sx={{ maxWidth: 340 }}
      >
        {(Object.keys(placements) as Placement[]).map((key) => (
          <option key={key} value={key}>
            {placements[key].label}
          </option>
        ))}
      </TextField>
      <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
        {`getAggregationPosition = (groupNode) => ${placements[placement].code}`}
      </Typography>
      <Box sx={{ height: 440, width: '100%' }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={orders}
          columns={columns}
          initialState={initialState}
          getAggregationPosition={placements[placement].fn}
        />
      </Box>
    </Stack>
  );
}
