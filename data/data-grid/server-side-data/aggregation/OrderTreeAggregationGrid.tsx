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
  type OrderTreeRow,
  NamedCircularProgress,
} from '@docs/demo-data';

const usd = (value: number) =>
  value == null ? '' : `$${value.toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

const columns: GridColDef<OrderTreeRow>[] = [
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 90 },
  { field: 'amount', headerName: 'Amount', type: 'number', width: 140, valueFormatter: usd },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 170 },
];

const aggregationFunctions: Record<string, GridAggregationFunctionDataSource> = {
  sum: { columnTypes: ['number'] },
  max: { columnTypes: ['number'] },
};

export default function OrderTreeAggregationGrid() {
  const [server] = React.useState(() => createOrderServer({ orderCount: 120 }));
  const log = useServerLog(server);

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async (params) => {
        const answer = await server.getOrderTree(params);
        return { rows: answer.rows, rowCount: answer.rowCount, aggregateRow: answer.aggregateRow };
      },
      getGroupKey: (row) => row.key,
      getChildrenCount: (row) => row.childCount,
      getAggregatedValue: (row, field) => row.aggregates?.[field],
    }),
    [server],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 420 }}>
        <DataGridPremium
          slots={{ baseCircularProgress: NamedCircularProgress }}
          treeData
          columns={columns}
          dataSource={dataSource}
          aggregationFunctions={aggregationFunctions}
          initialState={{
            aggregation: { model: { quantity: 'sum', amount: 'sum' } },
            pagination: { paginationModel: { page: 0, pageSize: 10 }, rowCount: 0 },
          }}
          pagination
          pageSizeOptions={[10]}
          groupingColDef={{ headerName: 'Order / item', width: 220 }}
        />
      </Box>
      <RequestLog entries={log} keys={['groupKeys', 'aggregationModel']} sx={{ mt: 1 }} />
    </Box>
  );
}
