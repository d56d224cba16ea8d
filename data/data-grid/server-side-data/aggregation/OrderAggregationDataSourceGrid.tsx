import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  GridAggregationFunctionDataSource,
  GridAggregationModel,
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
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 170 },
  { field: 'orderedOn', headerName: 'Ordered on', type: 'date', width: 120 },
  { field: 'units', headerName: 'Units', type: 'number', width: 90 },
  { field: 'total', headerName: 'Total', type: 'number', width: 130, valueFormatter: usd },
];

// What the server can compute. The grid offers these in the column menus; it computes nothing itself.
const aggregationFunctions: Record<string, GridAggregationFunctionDataSource> = {
  sum: { columnTypes: ['number'] },
  avg: { columnTypes: ['number'] },
  min: { columnTypes: ['number', 'date'] },
  max: { columnTypes: ['number', 'date'] },
  size: { valueFormatter: (value: number) => String(value) },
};

export default function OrderAggregationDataSourceGrid() {
  const [server] = React.useState(() => createOrderServer());
  const log = useServerLog(server);
  const [aggregationModel, setAggregationModel] = React.useState<GridAggregationModel>({
    total: 'sum',
    units: 'avg',
    orderedOn: 'max',
  });

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async (params) => {
        // `params.aggregationModel` says what to compute; `aggregateRow` carries the results.
        const answer = await server.getOrders(params);
        return { rows: answer.rows, rowCount: answer.rowCount, aggregateRow: answer.aggregateRow };
      },
      // Reads one result from `aggregateRow` (or from a group row, when rows are grouped).
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
          aggregationFunctions={aggregationFunctions}
          aggregationModel={aggregationModel}
          onAggregationModelChange={setAggregationModel}
          pagination
          pageSizeOptions={[10, 25]}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 10 }, rowCount: 0 } }}
          showToolbar
        />
      </Box>
      <Typography
        component="pre"
        variant="body2"
        sx={{ mt: 1, mb: 0.5, fontFamily: 'monospace', whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
      >
        {`aggregationModel = ${JSON.stringify(aggregationModel)}`}
      </Typography>
      <RequestLog entries={log} keys={['aggregationModel', 'paginationModel', 'filterModel']} />
    </Box>
  );
}
