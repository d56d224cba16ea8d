import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
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
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'orderedOn', headerName: 'Ordered on', type: 'date', width: 120 },
  { field: 'total', headerName: 'Total', type: 'number', width: 110, valueFormatter: usd },
];

export default function LazyOrderViewportGrid() {
  const [server] = React.useState(() => createOrderServer({ orderCount: 10_000 }));
  const log = useServerLog(server);
  const [throttleMs, setThrottleMs] = React.useState(500);

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async (params) => {
        const answer = await server.getOrders(params);
        // With a row count, the grid sizes its scroll area for every row up front.
        return { rows: answer.rows, rowCount: answer.rowCount };
      },
    }),
    [server],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ mb: 1, flexWrap: 'wrap', alignItems: 'center', minHeight: 40 }}
      >
        <Typography variant="body2" id="lazy-throttle-label">
          lazyLoadingRequestThrottleMs
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={throttleMs}
          onChange={(_, value: number | null) => value !== null && setThrottleMs(value)}
          aria-labelledby="lazy-throttle-label"
        >
          <ToggleButton value={0}>0</ToggleButton>
          <ToggleButton value={500}>500</ToggleButton>
          <ToggleButton value={2000}>2000</ToggleButton>
        </ToggleButtonGroup>
        <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          Server requests: <strong>{log[0]?.id ?? 0}</strong>
        </Typography>
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGridPro
          columns={columns}
          dataSource={dataSource}
          lazyLoading
          lazyLoadingRequestThrottleMs={throttleMs}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 50 } } }}
        />
      </Box>
      <RequestLog entries={log} keys={['start', 'end', 'sortModel', 'filterModel']} sx={{ mt: 1 }} />
    </Box>
  );
}
