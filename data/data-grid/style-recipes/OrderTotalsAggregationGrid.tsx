import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import {
  DataGridPremium,
  GridCellParams,
  GridColDef,
  GridInitialState,
} from '@mui/x-data-grid-premium';
import { orders, type Order } from '@docs/demo-data';

const initialState: GridInitialState = {
  rowGrouping: { model: ['status'] },
  aggregation: { model: { quantity: 'sum', total: 'sum' } },
  // The grouping column shows the status; hide the plain one.
  columns: { columnVisibilityModel: { status: false } },
};

export default function OrderTotalsAggregationGrid() {
  const [skipAggregated, setSkipAggregated] = React.useState(true);

  const columns = React.useMemo<GridColDef<Order>[]>(
    () => [
      { field: 'number', headerName: 'Order', width: 110 },
      { field: 'status', headerName: 'Status', width: 110 },
      { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 170 },
      { field: 'quantity', headerName: 'Qty', type: 'number', width: 90 },
      {
        field: 'total',
        headerName: 'Total ($)',
        type: 'number',
        width: 130,
        // Orders above $500 are large; group rows and the footer hold sums,
        // which the rule is not meant for. Their `rowNode.type` is not 'leaf'.
        cellClassName: (params: GridCellParams<Order, number>) => {
          if (skipAggregated && params.rowNode.type !== 'leaf') {
            return '';
          }
          return (params.value ?? 0) > 500 ? 'order--large' : '';
        },
      },
    ],
    [skipAggregated],
  );

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} alignItems="center">
        <input
          id="skip-aggregated-cells"
          type="checkbox"
          checked={skipAggregated}
          onChange={(event) => setSkipAggregated(event.target.checked)}
        />
        <label htmlFor="skip-aggregated-cells">
          <Typography component="span" variant="body2">
            Leave group sums and the footer total unstyled
          </Typography>
        </label>
      </Stack>
      <Box
        sx={(theme) => ({
          height: 420,
          '& .order--large': {
            bgcolor: alpha(theme.palette.success.main, 0.14),
            fontWeight: 700,
            ...theme.applyStyles('dark', {
              bgcolor: alpha(theme.palette.success.main, 0.26),
            }),
          },
        })}
      >
        <DataGridPremium
          rows={orders}
          columns={columns}
          initialState={initialState}
          defaultGroupingExpansionDepth={1}
        />
      </Box>
    </Stack>
  );
}
