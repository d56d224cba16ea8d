import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPro, GridColDef } from '@mui/x-data-grid-pro';
import { orders, type Order } from '@docs/demo-data';

const SHORT_NOTES = [
  'Leave at reception.',
  'Call on arrival.',
  'Loading dock B.',
  'No weekend delivery.',
];
const LONG_NOTES = [
  'Leave at reception with Dana; the front door is locked before 9:00, so use the side entrance.',
  'Call the store manager ten minutes before arrival. The street has no parking after 16:00.',
  'Deliver to loading dock B. Pallets must be shrink-wrapped and labelled with the order number.',
  'No weekend delivery. If the parcel does not fit the locker, take it back to the depot.',
];

type Row = Order & { note: string };

const columns: GridColDef<Row>[] = [
  { field: 'number', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', width: 150 },
  {
    field: 'note',
    headerName: 'Delivery note',
    width: 260,
    renderCell: (params) => (
      <Box sx={{ py: 1, lineHeight: 1.5, whiteSpace: 'normal' }}>{params.value}</Box>
    ),
  },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'product', headerName: 'Product', width: 190 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 70 },
  { field: 'status', headerName: 'Status', width: 100 },
];

export default function DeliveryNotesAutoHeightGrid() {
  const [detailed, setDetailed] = React.useState(true);
  const rows = React.useMemo<Row[]>(() => {
    const notes = detailed ? LONG_NOTES : SHORT_NOTES;
    return orders.slice(0, 16).map((order) => ({
      ...order,
      note: notes[order.id % notes.length],
    }));
  }, [detailed]);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch checked={detailed} onChange={(event) => setDetailed(event.target.checked)} />
        }
        label="Detailed delivery notes"
      />
      <Box sx={{ height: 420 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          getRowHeight={() => 'auto'}
          initialState={{ pinnedColumns: { left: ['number'], right: ['status'] } }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
