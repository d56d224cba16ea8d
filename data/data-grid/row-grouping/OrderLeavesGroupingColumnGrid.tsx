import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GridColDef,
  GridGroupingColDefOverride,
  useGridApiRef,
  useKeepGroupedColumnsHidden,
} from '@mui/x-data-grid-premium';
import { orders, type Order } from '@docs/demo-data';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef<Order>[] = [
  { field: 'number', headerName: 'Order', width: 110 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'customer', headerName: 'Customer', width: 200 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 110,
    valueFormatter: (value?: number) => (value == null ? '' : money.format(value)),
  },
];

export default function OrderLeavesGroupingColumnGrid() {
  const apiRef = useGridApiRef();
  const [hideCount, setHideCount] = React.useState(false);

  const initialState = useKeepGroupedColumnsHidden({
    apiRef,
    initialState: {
      rowGrouping: { model: ['status'] },
      // The grouping column shows the order numbers: hide their own column.
      columns: { columnVisibilityModel: { number: false } },
    },
  });

  const groupingColDef = React.useMemo<GridGroupingColDefOverride<Order>>(
    () => ({
      headerName: 'Status / order',
      width: 220,
      leafField: 'number',
      hideDescendantCount: hideCount,
    }),
    [hideCount],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Box component="label" sx={{ display: 'inline-flex', gap: 1, mb: 1, typography: 'body2' }}>
        <input type="checkbox" checked={hideCount} onChange={(event) => setHideCount(event.target.checked)} />
        hideDescendantCount
      </Box>
      <Box sx={{ height: 420 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={orders}
          columns={columns}
          initialState={initialState}
          groupingColDef={groupingColDef}
          hideFooter
        />
      </Box>
    </Box>
  );
}
