import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  GridFilterModel,
  getGridNumericOperators,
  getGridStringOperators,
} from '@mui/x-data-grid';
import { orders, type Order } from '@docs/demo-data';
import { createRecordsServer } from './fakeRecordsServer';

const server = createRecordsServer(orders, { latency: 500 });

const textOperators = getGridStringOperators().filter((operator) =>
  ['contains', 'startsWith'].includes(operator.value),
);
const numberOperators = getGridNumericOperators().filter((operator) =>
  ['>=', '<='].includes(operator.value),
);

const columns: GridColDef<Order>[] = [
  { field: 'number', headerName: 'Order', width: 110, filterOperators: textOperators },
  {
    field: 'customer',
    headerName: 'Customer',
    flex: 1,
    minWidth: 180,
    filterOperators: textOperators,
  },
  { field: 'product', headerName: 'Product', width: 160, filterOperators: textOperators },
  {
    field: 'total',
    headerName: 'Total ($)',
    type: 'number',
    width: 110,
    filterOperators: numberOperators,
  },
];

const DELAYS = [0, 150, 600] as const;

interface LoggedRequest {
  id: number;
  value: string;
}

function describe(model: GridFilterModel): string {
  return (
    model.items
      .map((item) => `${item.field} ${item.operator} "${item.value ?? ''}"`)
      .join(', ') || 'no filter'
  );
}

const INITIAL_MODEL: GridFilterModel = {
  items: [{ id: 1, field: 'customer', operator: 'contains', value: 'harbor' }],
};

export default function OrderLookupDebounceGrid() {
  const [filterDebounceMs, setFilterDebounceMs] = React.useState<number>(600);
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>(INITIAL_MODEL);
  const [answer, setAnswer] = React.useState<{ model: GridFilterModel; rows: Order[] }>();
  const rows = answer?.rows ?? [];
  const loading = answer?.model !== filterModel;
  // Each model the grid hands over becomes one request to the server.
  const [log, setLog] = React.useState<LoggedRequest[]>([
    { id: 1, value: describe(INITIAL_MODEL) },
  ]);

  const handleFilterModelChange = (model: GridFilterModel) => {
    setFilterModel(model);
    setLog((previous) =>
      [{ id: previous[0].id + 1, value: describe(model) }, ...previous].slice(0, 4),
    );
  };

  React.useEffect(() => {
    const controller = new AbortController();
    server
      .query({ filterModel }, { signal: controller.signal })
      .then((page) => setAnswer({ model: filterModel, rows: page.rows }))
      .catch(() => {});
    return () => controller.abort();
  }, [filterModel]);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography variant="body2" id="order-debounce-label">
          filterDebounceMs
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={filterDebounceMs}
          onChange={(_event, value: number | null) => value !== null && setFilterDebounceMs(value)}
          aria-labelledby="order-debounce-label"
        >
          {DELAYS.map((delay) => (
            <ToggleButton key={delay} value={delay}>
              {delay}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      <Box
        component="pre"
        sx={{
          m: 0,
          mb: 1,
          p: 1,
          height: 104,
          overflow: 'hidden',
          fontSize: 13,
          borderRadius: 1,
          bgcolor: 'action.hover',
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-word',
        }}
      >
        {log.map((entry) => `request #${entry.id}: ${entry.value}`).join('\n')}
      </Box>
      <Box sx={{ height: 360 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          filterMode="server"
          filterDebounceMs={filterDebounceMs}
          filterModel={filterModel}
          onFilterModelChange={handleFilterModelChange}
          loading={loading}
          showToolbar
          hideFooter
        />
      </Box>
    </Box>
  );
}
