import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  gridFilteredSortedRowEntriesSelector,
  useGridApiRef,
} from '@mui/x-data-grid';
import { orders, type Order } from '@docs/demo-data';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef<Order>[] = [
  { field: 'number', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', width: 190 },
  { field: 'country', headerName: 'Country', width: 130 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['Pending', 'Paid', 'Shipped', 'Delivered', 'Refunded'],
    width: 110,
  },
  { field: 'total', headerName: 'Total ($)', type: 'number', width: 110 },
];

interface Summary {
  count: number;
  total: number;
  at: string;
}

export default function OrderTotalOnDemandGrid() {
  const apiRef = useGridApiRef();
  const [summary, setSummary] = React.useState<Summary | null>(null);

  const summarize = () => {
    if (!apiRef.current) {
      return;
    }
    // A one-off read of the state: the rows that pass the filters, in sorted order.
    const entries = gridFilteredSortedRowEntriesSelector(apiRef);
    const total = entries.reduce((sum, entry) => sum + (entry.model as Order).total, 0);
    setSummary({
      count: entries.length,
      total,
      at: new Date().toLocaleTimeString('en-GB'),
    });
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 1 }}>
        <Button size="small" variant="contained" onClick={summarize}>
          Total the orders shown
        </Button>
        <Typography variant="body2" component="p" aria-live="polite">
          {summary
            ? `${summary.count} orders, ${usd.format(summary.total)} (read at ${summary.at})`
            : 'Filter the orders, then press the button.'}
        </Typography>
      </Box>
      <Box sx={{ height: 360 }}>
        <DataGrid
          apiRef={apiRef}
          rows={orders}
          columns={columns}
          density="compact"
          showToolbar
          hideFooter
        />
      </Box>
    </Box>
  );
}
