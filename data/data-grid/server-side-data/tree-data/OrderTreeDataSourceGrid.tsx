import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPro, GridColDef, GridDataSource } from '@mui/x-data-grid-pro';
import {
  createOrderServer,
  useServerLog,
  RequestLog,
  type OrderTreeRow,
  NamedCircularProgress,
} from '@docs/demo-data';

const usd = (value: number) =>
  value == null ? '' : `$${value.toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

const columns: GridColDef<OrderTreeRow>[] = [
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 70 },
  { field: 'amount', headerName: 'Amount', type: 'number', width: 110, valueFormatter: usd },
  { field: 'status', headerName: 'Status', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 170 },
];

export default function OrderTreeDataSourceGrid() {
  const [server] = React.useState(() => createOrderServer({ orderCount: 200 }));
  const log = useServerLog(server);

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async (params) => {
        // `groupKeys` is [] for the orders, ['SO-10001'] for the lines of that order, and so on.
        const answer = await server.getOrderTree(params);
        return { rows: answer.rows, rowCount: answer.rowCount };
      },
      // The key of a row among its siblings: becomes part of its children's `groupKeys`.
      getGroupKey: (row) => row.key,
      // How many children the server holds for the row: 0 means a leaf, without an arrow.
      getChildrenCount: (row) => row.childCount,
    }),
    [server],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 420 }}>
        <DataGridPro
          slots={{ baseCircularProgress: NamedCircularProgress }}
          treeData
          columns={columns}
          dataSource={dataSource}
          groupingColDef={{ headerName: 'Order / item', width: 220 }}
          pagination
          pageSizeOptions={[10, 25]}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 10 }, rowCount: 0 } }}
        />
      </Box>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2, mb: 0.5 }}>
        What the grid asked the server for
      </Typography>
      <RequestLog entries={log} keys={['groupKeys', 'start', 'end', 'sortModel']} height={120} />
    </Box>
  );
}
