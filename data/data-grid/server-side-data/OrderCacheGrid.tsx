import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  GridDataSource,
  GridDataSourceCacheDefault,
  useGridApiRef,
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
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'total', headerName: 'Total', type: 'number', width: 110, valueFormatter: usd },
];

type CacheChoice = 'default' | 'short' | 'none';

export default function OrderCacheGrid() {
  const apiRef = useGridApiRef();
  const [server] = React.useState(() => createOrderServer());
  const log = useServerLog(server);
  const [choice, setChoice] = React.useState<CacheChoice>('default');

  // One instance per choice, created once: a new cache object empties the cache.
  const caches = React.useMemo(
    () => ({
      default: new GridDataSourceCacheDefault({}), // entries live 5 minutes
      short: new GridDataSourceCacheDefault({ ttl: 10_000 }), // entries live 10 seconds
      none: null, // every page change is a request
    }),
    [],
  );

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async (params) => {
        const answer = await server.getOrders(params);
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
        <ToggleButtonGroup
          size="small"
          exclusive
          value={choice}
          onChange={(_, value: CacheChoice | null) => value && setChoice(value)}
          aria-label="Cache"
        >
          <ToggleButton value="default">Default (5 min)</ToggleButton>
          <ToggleButton value="short">TTL 10 s</ToggleButton>
          <ToggleButton value="none">No cache</ToggleButton>
        </ToggleButtonGroup>
        <Button size="small" onClick={() => apiRef.current?.dataSource.cache.clear()}>
          Clear cache
        </Button>
        <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          Server requests: <strong>{log[0]?.id ?? 0}</strong>
        </Typography>
      </Stack>
      <Box sx={{ height: 380 }}>
        <DataGrid
          apiRef={apiRef}
          columns={columns}
          dataSource={dataSource}
          dataSourceCache={caches[choice]}
          pageSizeOptions={[10, 20, 50]}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 10 }, rowCount: 0 } }}
        />
      </Box>
      <RequestLog entries={log} keys={['paginationModel', 'start', 'end']} sx={{ mt: 1 }} />
    </Box>
  );
}
