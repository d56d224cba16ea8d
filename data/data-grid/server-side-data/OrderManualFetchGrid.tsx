import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  GridFilterModel,
  GridPaginationModel,
  GridSortModel,
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
  { field: 'channel', headerName: 'Channel', width: 130 },
  { field: 'units', headerName: 'Units', type: 'number', width: 80 },
  { field: 'total', headerName: 'Total', type: 'number', width: 110, valueFormatter: usd },
];

export default function OrderManualFetchGrid() {
  const [server] = React.useState(() => createOrderServer());
  const log = useServerLog(server);

  // Without a data source, you own the three models, the rows, the count and the loading flag.
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({
    page: 0,
    pageSize: 10,
  });
  const [sortModel, setSortModel] = React.useState<GridSortModel>([]);
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({ items: [] });
  const request = React.useMemo(
    () => ({ paginationModel, sortModel, filterModel }),
    [paginationModel, sortModel, filterModel],
  );
  // The last answer and the request it belongs to: loading until they match.
  const [answer, setAnswer] = React.useState<{
    request: typeof request | null;
    rows: OrderRow[];
    rowCount: number;
  }>({ request: null, rows: [], rowCount: 0 });
  const loading = answer.request !== request;

  React.useEffect(() => {
    let current = true;
    const { page, pageSize } = request.paginationModel;
    server
      .getOrders({
        filterModel: request.filterModel,
        sortModel: request.sortModel,
        start: page * pageSize,
        end: page * pageSize + pageSize - 1,
      })
      .then((result) => {
        // Ignore the answer of a request that a newer one replaced.
        if (current) setAnswer({ request, rows: result.rows, rowCount: result.rowCount ?? 0 });
      });
    return () => {
      current = false;
    };
  }, [server, request]);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 420 }}>
        <DataGrid
          rows={answer.rows}
          columns={columns}
          rowCount={answer.rowCount}
          loading={loading}
          paginationMode="server"
          sortingMode="server"
          filterMode="server"
          paginationModel={paginationModel}
          onPaginationModelChange={setPaginationModel}
          sortModel={sortModel}
          onSortModelChange={setSortModel}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          pageSizeOptions={[10, 25, 50]}
          showToolbar
        />
      </Box>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2, mb: 0.5 }}>
        Requests sent by the effect
      </Typography>
      <RequestLog entries={log} keys={['sortModel', 'filterModel', 'start', 'end']} height={132} />
    </Box>
  );
}
