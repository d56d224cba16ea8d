import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GridAggregationFunctionDataSource,
  GridColDef,
  GridDataSource,
} from '@mui/x-data-grid-premium';
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
  { field: 'units', headerName: 'Units', type: 'number', width: 90 },
  { field: 'total', headerName: 'Total', type: 'number', width: 140, valueFormatter: usd },
  { field: 'channel', headerName: 'Channel', width: 130 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 170 },
];

const aggregationFunctions: Record<string, GridAggregationFunctionDataSource> = {
  sum: { columnTypes: ['number'] },
  avg: { columnTypes: ['number'] },
  size: { valueFormatter: (value: number) => String(value) },
};

export default function LazyOrderAggregationGrid() {
  const [server] = React.useState(() => createOrderServer({ orderCount: 10_000 }));
  const log = useServerLog(server);

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async (params) => {
        const answer = await server.getOrders(params);
        return { rows: answer.rows, rowCount: answer.rowCount, aggregateRow: answer.aggregateRow };
      },
      getAggregatedValue: (row, field) => row.aggregates?.[field],
    }),
    [server],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 420 }}>
        <DataGridPremium
          columns={columns}
          dataSource={dataSource}
          lazyLoading
          aggregationFunctions={aggregationFunctions}
          initialState={{
            aggregation: { model: { total: 'sum', units: 'sum', number: 'size' } },
            pagination: { paginationModel: { page: 0, pageSize: 50 } },
          }}
          showToolbar
        />
      </Box>
      <RequestLog entries={log} keys={['start', 'end', 'aggregationModel']} sx={{ mt: 1 }} />
    </Box>
  );
}
