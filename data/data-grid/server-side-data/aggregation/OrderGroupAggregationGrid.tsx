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
  NamedCircularProgress,
} from '@docs/demo-data';

const usd = (value: number) =>
  value == null ? '' : `$${value.toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

const columns: GridColDef<OrderRow>[] = [
  { field: 'total', headerName: 'Total', type: 'number', width: 140, valueFormatter: usd, groupable: false },
  { field: 'units', headerName: 'Units', type: 'number', width: 90, groupable: false },
  { field: 'number', headerName: 'Order', width: 100, groupable: false },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 170 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'channel', headerName: 'Channel', width: 130 },
];

const aggregationFunctions: Record<string, GridAggregationFunctionDataSource> = {
  sum: { columnTypes: ['number'] },
  avg: { columnTypes: ['number'] },
  max: { columnTypes: ['number'] },
};

export default function OrderGroupAggregationGrid() {
  const [server] = React.useState(() => createOrderServer({ orderCount: 400 }));
  const log = useServerLog(server);

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async (params) => {
        // Each group row comes with `aggregates`; the top level also sends `aggregateRow`.
        const answer = await server.getOrderGroups(params);
        return { rows: answer.rows, rowCount: answer.rowCount, aggregateRow: answer.aggregateRow };
      },
      getGroupKey: (row) => row.groupKey,
      getChildrenCount: (row) => row.childCount ?? 0,
      getAggregatedValue: (row, field) => row.aggregates?.[field],
    }),
    [server],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 420 }}>
        <DataGridPremium
          slots={{ baseCircularProgress: NamedCircularProgress }}
          columns={columns}
          dataSource={dataSource}
          aggregationFunctions={aggregationFunctions}
          initialState={{
            rowGrouping: { model: ['country', 'channel'] },
            aggregation: { model: { total: 'sum', units: 'avg' } },
          }}
          groupingColDef={{ width: 220 }}
        />
      </Box>
      <RequestLog entries={log} keys={['groupFields', 'groupKeys', 'aggregationModel']} sx={{ mt: 1 }} />
    </Box>
  );
}
