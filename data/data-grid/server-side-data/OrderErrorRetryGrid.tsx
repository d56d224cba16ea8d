import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {
  DataGrid,
  GridColDef,
  GridDataSource,
  GridGetRowsError,
  GridUpdateRowError,
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
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'total', headerName: 'Total', type: 'number', width: 110, valueFormatter: usd },
];

export default function OrderErrorRetryGrid() {
  const apiRef = useGridApiRef();
  const [server] = React.useState(() => createOrderServer());
  const log = useServerLog(server);
  const [failNext, setFailNext] = React.useState(false);
  const [error, setError] = React.useState<GridGetRowsError | GridUpdateRowError | null>(null);

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async (params) => {
        const answer = await server.getOrders(params);
        setError(null); // this request worked: hide the last error
        return { rows: answer.rows, rowCount: answer.rowCount };
      },
    }),
    [server],
  );

  const handleError = (newError: GridGetRowsError | GridUpdateRowError) => {
    setError(newError);
    setFailNext(false); // the server only fails once
  };

  const failedPage =
    error instanceof GridGetRowsError && error.params.paginationModel
      ? ` while loading page ${error.params.paginationModel.page + 1}`
      : '';

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={failNext}
            onChange={(event) => {
              setFailNext(event.target.checked);
              server.setFailNext(event.target.checked);
            }}
          />
        }
        label="Make the next request fail"
      />
      {/* The alert always has its space, so showing it moves nothing. */}
      <Box sx={{ height: { xs: 104, sm: 64 }, my: 1 }}>
        {error ? (
          <Alert
            severity="error"
            action={
              <Button
                color="inherit"
                size="small"
                onClick={() => {
                  setError(null);
                  // Asks again with the current page, sort and filters.
                  apiRef.current?.dataSource.fetchRows();
                }}
              >
                Retry
              </Button>
            }
          >
            {error.message}
            {failedPage}.
          </Alert>
        ) : (
          <Alert severity="info">
            Switch the failure on, then change page or sort a column.
          </Alert>
        )}
      </Box>
      <Box sx={{ height: 360 }}>
        <DataGrid
          apiRef={apiRef}
          columns={columns}
          dataSource={dataSource}
          onDataSourceError={handleError}
          pageSizeOptions={[10, 25]}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 10 }, rowCount: 0 } }}
        />
      </Box>
      <RequestLog entries={log} keys={['paginationModel', 'sortModel']} height={96} sx={{ mt: 1 }} />
    </Box>
  );
}
