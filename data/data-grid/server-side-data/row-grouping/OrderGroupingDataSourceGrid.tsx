import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  GridColDef,
  GridDataSource,
  GridRowGroupingModel,
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
  { field: 'number', headerName: 'Order', width: 100, groupable: false },
  { field: 'total', headerName: 'Total', type: 'number', width: 110, valueFormatter: usd, groupable: false },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 170 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'channel', headerName: 'Channel', width: 130 },
];

export default function OrderGroupingDataSourceGrid() {
  const [server] = React.useState(() => createOrderServer({ orderCount: 400 }));
  const log = useServerLog(server);
  const [rowGroupingModel, setRowGroupingModel] = React.useState<GridRowGroupingModel>([
    'country',
    'status',
  ]);

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async (params) => {
        // `groupFields` is the grouping model; `groupKeys` the path of the group being opened.
        const answer = await server.getOrderGroups(params);
        return { rows: answer.rows, rowCount: answer.rowCount };
      },
      // Group rows carry the value they group by; orders fall back to their id.
      getGroupKey: (row) => row.groupKey,
      getChildrenCount: (row) => row.childCount ?? 0,
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
          rowGroupingModel={rowGroupingModel}
          onRowGroupingModelChange={setRowGroupingModel}
          groupingColDef={{ width: 220 }}
        />
      </Box>
      <Typography
        component="pre"
        variant="body2"
        sx={{ mt: 1, mb: 0.5, fontFamily: 'monospace', whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
      >
        {`rowGroupingModel = ${JSON.stringify(rowGroupingModel)}`}
      </Typography>
      <RequestLog entries={log} keys={['groupFields', 'groupKeys', 'sortModel']} height={120} />
    </Box>
  );
}
