import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPro, GRID_DETAIL_PANEL_TOGGLE_COL_DEF, GridColDef, GridRowId, GridRowParams } from '@mui/x-data-grid-pro';
import { orders, type Order } from '@docs/demo-data';

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

const columns: GridColDef<Order>[] = [
  {
    ...GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
    // A header text that screen readers read and eyes do not see.
    renderHeader: () => (
      <Box
        component="span"
        sx={{ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
      >
        Details
      </Box>
    ),
  },
  { field: 'number', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 180 },
  { field: 'status', headerName: 'Status', width: 100 },
];

function Shipment({ order }: { order: Order }) {
  return (
    <Box sx={{ px: 2, py: 1.5, display: 'grid', gap: 0.5, typography: 'body2' }}>
      <span>
        {order.quantity} × {order.product} to {order.customer}, {order.country}
      </span>
      <span>Ordered on {dayFormat.format(order.orderedOn)}</span>
      <span>Shipping status: {order.status}</span>
    </Box>
  );
}

export default function ShipmentSinglePanelGrid() {
  const [expandedRowIds, setExpandedRowIds] = React.useState<Set<GridRowId>>(() => new Set());

  const handleExpandedChange = (ids: Set<GridRowId>) => {
    // Keep only the row that was just opened; closing the open row leaves none.
    const opened = [...ids].filter((id) => !expandedRowIds.has(id));
    setExpandedRowIds(new Set(opened.slice(-1)));
  };

  const getDetailPanelContent = React.useCallback(
    ({ row }: GridRowParams<Order>) => <Shipment order={row} />,
    [],
  );
  const getDetailPanelHeight = React.useCallback(() => 96, []);

  return (
    <Box sx={{ width: '100%' }}>
      <Typography
        variant="body2"
        component="pre"
        sx={{ m: 0, mb: 1, p: 1, borderRadius: 1, bgcolor: 'action.hover', whiteSpace: 'pre-wrap' }}
      >
        detailPanelExpandedRowIds = new Set({JSON.stringify([...expandedRowIds])})
      </Typography>
      <Box sx={{ height: 400 }}>
        <DataGridPro
          rows={orders}
          columns={columns}
          getDetailPanelContent={getDetailPanelContent}
          getDetailPanelHeight={getDetailPanelHeight}
          detailPanelExpandedRowIds={expandedRowIds}
          onDetailPanelExpandedRowIdsChange={handleExpandedChange}
          hideFooter
        />
      </Box>
    </Box>
  );
}
