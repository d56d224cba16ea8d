import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  GridDataSource,
  GridDataSourceCache,
  GridGetRowsParams,
  GridGetRowsResponse,
} from '@mui/x-data-grid';
import { createOrderServer, useServerLog, type OrderRow } from '@docs/demo-data';

/**
 * A cache that keeps the three most recently used pages and counts its hits and misses.
 * Any object with `get`, `set` and `clear` can be passed to `dataSourceCache`.
 */
class RecentPagesCache implements GridDataSourceCache {
  private entries = new Map<string, GridGetRowsResponse>();

  private listeners = new Set<() => void>();

  stats = { hits: 0, misses: 0, keys: [] as string[] };

  constructor(private capacity: number) {}

  private keyOf(params: GridGetRowsParams) {
    return JSON.stringify([params.filterModel, params.sortModel, params.start, params.end]);
  }

  private changed() {
    this.stats = { ...this.stats, keys: [...this.entries.keys()].reverse() };
    this.listeners.forEach((listener) => listener());
  }

  get = (params: GridGetRowsParams) => {
    const key = this.keyOf(params);
    const value = this.entries.get(key);
    if (value) {
      // Move the entry to the end: it is now the most recently used.
      this.entries.delete(key);
      this.entries.set(key, value);
      this.stats.hits += 1;
    } else {
      this.stats.misses += 1;
    }
    this.changed();
    return value;
  };

  set = (params: GridGetRowsParams, value: GridGetRowsResponse) => {
    this.entries.set(this.keyOf(params), value);
    if (this.entries.size > this.capacity) {
      // Drop the least recently used entry, the first one of the map.
      this.entries.delete(this.entries.keys().next().value as string);
    }
    this.changed();
  };

  clear = () => {
    this.entries.clear();
    this.changed();
  };

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  getStats = () => this.stats;
}

const usd = (value: number) =>
  value == null ? '' : `$${value.toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

const columns: GridColDef<OrderRow>[] = [
  { field: 'number', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 170 },
  { field: 'orderedOn', headerName: 'Ordered on', type: 'date', width: 120 },
  { field: 'total', headerName: 'Total', type: 'number', width: 110, valueFormatter: usd },
];

function pageOf(key: string) {
  const [, , start, end] = JSON.parse(key) as [unknown, unknown, number, number];
  return `rows ${start + 1}–${end + 1}`;
}

export default function OrderLruCacheGrid() {
  const [server] = React.useState(() => createOrderServer());
  const log = useServerLog(server);
  const [cache] = React.useState(() => new RecentPagesCache(3));
  const stats = React.useSyncExternalStore(cache.subscribe, cache.getStats, cache.getStats);

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
      <Box sx={{ height: 380 }}>
        <DataGrid
          columns={columns}
          dataSource={dataSource}
          dataSourceCache={cache}
          pageSizeOptions={[10]}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 10 }, rowCount: 0 } }}
        />
      </Box>
      <Box
        tabIndex={0}
        role="region"
        aria-label="Cache statistics"
        sx={{
          mt: 1,
          p: 1,
          height: 96,
          overflow: 'auto',
          borderRadius: 1,
          bgcolor: 'action.hover',
          fontVariantNumeric: 'tabular-nums',
        }}
      >
        <Typography variant="body2">
          Hits: <strong>{stats.hits}</strong> · Misses: <strong>{stats.misses}</strong> · Server
          requests: <strong>{log[0]?.id ?? 0}</strong>
        </Typography>
        <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
          Kept, most recent first: {stats.keys.map(pageOf).join(' · ') || 'nothing yet'}
        </Typography>
      </Box>
    </Box>
  );
}
