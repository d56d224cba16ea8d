import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPro, GridColDef, GridDataSource } from '@mui/x-data-grid-pro';
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
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'total', headerName: 'Total', type: 'number', width: 110, valueFormatter: usd },
];

export default function LazyOrderInfiniteGrid() {
  const [server] = React.useState(() => createOrderServer({ orderCount: 240 }));
  const log = useServerLog(server);

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async (params) => {
        const answer = await server.getOrders(params);
        // No rowCount: the grid does not know how many rows there are,
        // so it asks for the next block when the reader reaches the bottom.
        return { rows: answer.rows };
      },
    }),
    [server],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 400 }}>
        <DataGridPro
          columns={columns}
          dataSource={dataSource}
          lazyLoading
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 40 } } }}
        />
      </Box>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2, mb: 0.5 }}>
        Requests sent while scrolling
      </Typography>
      <RequestLog entries={log} keys={['start', 'end']} />
    </Box>
  );
}
