import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridDataSource } from '@mui/x-data-grid';
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
  { field: 'country', headerName: 'Country', width: 130 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['Pending', 'Paid', 'Shipped', 'Delivered', 'Refunded'],
    width: 110,
  },
  { field: 'orderedOn', headerName: 'Ordered on', type: 'date', width: 120 },
  { field: 'total', headerName: 'Total', type: 'number', width: 110, valueFormatter: usd },
];

export default function OrderDataSourceGrid() {
  const [server] = React.useState(() => createOrderServer());
  const log = useServerLog(server);

  // Keep the object stable: a new data source makes the grid clear its cache and fetch again.
  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async (params) => {
        const answer = await server.getOrders(params);
        return { rows: answer.rows, rowCount: answer.rowCount };
      },
    }),
    [server],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 420 }}>
        <DataGrid
          columns={columns}
          dataSource={dataSource}
          pageSizeOptions={[10, 25, 50]}
          initialState={{
            pagination: { paginationModel: { page: 0, pageSize: 10 }, rowCount: 0 },
            sorting: { sortModel: [{ field: 'orderedOn', sort: 'desc' }] },
          }}
          showToolbar
        />
      </Box>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2, mb: 0.5 }}>
        What the grid asked the server for
      </Typography>
      <RequestLog entries={log} keys={['paginationModel', 'sortModel', 'filterModel', 'start', 'end']} height={132} />
    </Box>
  );
}
