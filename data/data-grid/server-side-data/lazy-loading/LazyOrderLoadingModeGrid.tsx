import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
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
  { field: 'channel', headerName: 'Channel', width: 130 },
  { field: 'total', headerName: 'Total', type: 'number', width: 110, valueFormatter: usd },
];

export default function LazyOrderLoadingModeGrid() {
  const [server] = React.useState(() => createOrderServer({ orderCount: 2_000 }));
  const log = useServerLog(server);
  // Counting every matching order is slow on this server, so the count comes separately.
  const [countedRows, setCountedRows] = React.useState<number | null>(null);
  const [useCount, setUseCount] = React.useState(false);

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async (params) => {
        const answer = await server.getOrders(params);
        setCountedRows(answer.rowCount ?? null);
        // The rows only: the row count comes from the `rowCount` prop.
        return { rows: answer.rows };
      },
    }),
    [server],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, minHeight: 40, mb: 1 }}>
        <FormControlLabel
          control={
            <Switch
              checked={useCount}
              disabled={countedRows === null}
              onChange={(event) => setUseCount(event.target.checked)}
            />
          }
          label="Pass the row count"
        />
        <Typography variant="body2" component="code" sx={{ fontFamily: 'monospace' }}>
          rowCount={useCount && countedRows !== null ? countedRows : -1}
        </Typography>
      </Box>
      <Box sx={{ height: 400 }}>
        <DataGridPro
          columns={columns}
          dataSource={dataSource}
          lazyLoading
          rowCount={useCount && countedRows !== null ? countedRows : -1}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 50 } } }}
        />
      </Box>
      <RequestLog entries={log} keys={['start', 'end']} height={96} sx={{ mt: 1 }} />
    </Box>
  );
}
