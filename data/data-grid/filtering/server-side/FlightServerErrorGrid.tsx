import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {
  DataGrid,
  GridColDef,
  GridFilterModel,
  getGridStringOperators,
} from '@mui/x-data-grid';
import { flights, type Flight } from '@docs/demo-data';
import { createRecordsServer, RecordsServerError } from './fakeRecordsServer';

// Like a search index, this server refuses `contains` terms shorter than 3 characters.
const server = createRecordsServer(flights, { minContainsLength: 3 });

const textOperators = getGridStringOperators().filter((operator) =>
  ['contains', 'equals'].includes(operator.value),
);

const columns: GridColDef<Flight>[] = [
  { field: 'flightNumber', headerName: 'Flight', width: 100, filterOperators: textOperators },
  { field: 'airline', headerName: 'Airline', flex: 1, minWidth: 150, filterOperators: textOperators },
  { field: 'from', headerName: 'From', width: 80, filterOperators: textOperators },
  { field: 'to', headerName: 'To', width: 80, filterOperators: textOperators },
  { field: 'status', headerName: 'Status', width: 110, filterOperators: textOperators },
];

export default function FlightServerErrorGrid() {
  const [outage, setOutage] = React.useState(false);
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [{ field: 'airline', operator: 'contains', value: 'nordic' }],
  });
  const [attempt, setAttempt] = React.useState(0);
  const [rows, setRows] = React.useState<Flight[]>([]);
  const request = React.useMemo(
    () => ({ filterModel, outage, attempt }),
    [filterModel, outage, attempt],
  );
  // The request the last answer (rows or error) belongs to.
  const [result, setResult] = React.useState<{
    request: typeof request;
    error: RecordsServerError | null;
  }>();
  const loading = result?.request !== request;
  const error = result?.error ?? null;

  React.useEffect(() => {
    const controller = new AbortController();
    server
      .query(
        { filterModel: request.filterModel },
        { signal: controller.signal, outage: request.outage },
      )
      .then((page) => {
        setRows(page.rows);
        setResult({ request, error: null });
      })
      .catch((reason: unknown) => {
        if (reason instanceof RecordsServerError) {
          // Keep the last rows on screen, and say why they did not change.
          setResult({ request, error: reason });
        }
      });
    return () => controller.abort();
  }, [request]);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        sx={{ mb: 1 }}
        control={<Switch checked={outage} onChange={(event) => setOutage(event.target.checked)} />}
        label="Simulate a server outage"
      />
      <Box sx={{ minHeight: 64, mb: 1 }}>
        {error ? (
          <Alert
            severity={error.status === 422 ? 'warning' : 'error'}
            action={
              error.status === 503 ? (
                <Button color="inherit" size="small" onClick={() => setAttempt((n) => n + 1)}>
                  Retry
                </Button>
              ) : undefined
            }
          >
            {error.message}. The rows below are from the last answer.
          </Alert>
        ) : (
          <Alert severity="success">The rows match the filter.</Alert>
        )}
      </Box>
      <Box sx={{ height: 360 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          filterMode="server"
          filterModel={filterModel}
          onFilterModelChange={(model) => setFilterModel(model)}
          loading={loading}
          showToolbar
          hideFooter
        />
      </Box>
    </Box>
  );
}
