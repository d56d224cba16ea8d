import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GridColDef,
  GridDataSource,
  GridDataSourceCacheDefault,
  GridGetRowsParams,
  useGridApiRef,
} from '@mui/x-data-grid-pro';
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
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 170 },
];

// `groupKeys` must be part of the key: the lines of SO-10001 and the orders of page 1
// are asked for with the same filters, sort, start and end.
const getKey = (params: GridGetRowsParams) =>
  JSON.stringify([params.groupKeys, params.filterModel, params.sortModel, params.start, params.end]);

export default function OrderTreeCacheGrid() {
  const apiRef = useGridApiRef();
  const [server] = React.useState(() => createOrderServer({ orderCount: 200, seed: 7 }));
  const log = useServerLog(server);
  // Order lines rarely change: keep them for 15 minutes instead of 5.
  const [cache] = React.useState(() => new GridDataSourceCacheDefault({ ttl: 15 * 60_000, getKey }));

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async (params) => {
        const answer = await server.getOrderTree(params);
        return { rows: answer.rows, rowCount: answer.rowCount };
      },
      getGroupKey: (row) => row.key,
      getChildrenCount: (row) => row.childCount,
    }),
    [server],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ mb: 1, flexWrap: 'wrap', alignItems: 'center', minHeight: 40 }}
      >
        <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          Server requests: <strong>{log[0]?.id ?? 0}</strong>
        </Typography>
        <Button size="small" onClick={() => apiRef.current?.dataSource.cache.clear()}>
          Clear cache
        </Button>
      </Stack>
      <Box sx={{ height: 380 }}>
        <DataGridPro
          slots={{ baseCircularProgress: NamedCircularProgress }}
          apiRef={apiRef}
          treeData
          columns={columns}
          dataSource={dataSource}
          dataSourceCache={cache}
          groupingColDef={{ headerName: 'Order / item', width: 220 }}
          pagination
          pageSizeOptions={[10]}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 10 }, rowCount: 0 } }}
        />
      </Box>
      <RequestLog entries={log} keys={['groupKeys', 'start', 'end']} height={96} sx={{ mt: 1 }} />
    </Box>
  );
}
