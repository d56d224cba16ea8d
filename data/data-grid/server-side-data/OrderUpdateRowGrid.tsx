import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {
  DataGrid,
  GridColDef,
  GridDataSource,
  GridGetRowsError,
  GridUpdateRowError,
} from '@mui/x-data-grid';
import {
  createOrderServer,
  useServerLog,
  RequestLog,
  type OrderRow,
} from '@docs/demo-data';

const usd = (value: number) =>
  value == null ? '' : `$${value.toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

const columns: GridColDef<OrderRow>[] = [
  { field: 'number', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 170 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['Pending', 'Paid', 'Shipped', 'Delivered', 'Refunded'],
    width: 120,
    editable: true,
  },
  { field: 'units', headerName: 'Units', type: 'number', width: 90, editable: true },
  { field: 'total', headerName: 'Total', type: 'number', width: 110, valueFormatter: usd },
];

export default function OrderUpdateRowGrid() {
  const [server] = React.useState(() => createOrderServer());
  const log = useServerLog(server);
  const [failNext, setFailNext] = React.useState(false);
  const [message, setMessage] = React.useState<{ ok: boolean; text: string } | null>(null);

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async (params) => {
        const answer = await server.getOrders(params);
        return { rows: answer.rows, rowCount: answer.rowCount };
      },
      // Called when an edit is committed; the row it resolves with replaces the one on screen.
      updateRow: async ({ updatedRow }) => {
        const saved = await server.updateOrder(updatedRow as OrderRow);
        setMessage({ ok: true, text: `${saved.number} saved: the server set its total to ${usd(saved.total)}.` });
        return saved;
      },
    }),
    [server],
  );

  const handleError = (error: GridGetRowsError | GridUpdateRowError) => {
    setFailNext(false);
    if (error instanceof GridUpdateRowError) {
      setMessage({
        ok: false,
        text: `${error.params.previousRow.number} was not saved (${error.message}). The cell stays in edit mode: press Enter to try again or Escape to cancel.`,
      });
    } else {
      setMessage({ ok: false, text: error.message });
    }
  };

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={failNext}
            onChange={(event) => {
              setFailNext(event.target.checked);
              server.setFailNext(event.target.checked);
            }}
          />
        }
        label="Make the next request fail"
      />
      <Box sx={{ height: { xs: 128, sm: 72 }, my: 1 }}>
        {message ? (
          <Alert severity={message.ok ? 'success' : 'error'}>{message.text}</Alert>
        ) : (
          <Alert severity="info">Double-click a status or a number of units, change it, press Enter.</Alert>
        )}
      </Box>
      <Box sx={{ height: 360 }}>
        <DataGrid
          columns={columns}
          dataSource={dataSource}
          onDataSourceError={handleError}
          pageSizeOptions={[10, 25]}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 10 }, rowCount: 0 } }}
        />
      </Box>
      <RequestLog entries={log} keys={['paginationModel']} height={96} sx={{ mt: 1 }} />
    </Box>
  );
}
