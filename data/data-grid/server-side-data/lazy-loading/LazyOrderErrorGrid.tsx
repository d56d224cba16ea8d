import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {
  DataGridPro,
  GRID_ROOT_GROUP_ID,
  GridColDef,
  GridDataSource,
  GridGetRowsError,
  GridGetRowsParams,
  GridUpdateRowError,
  useGridApiRef,
} from '@mui/x-data-grid-pro';
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

export default function LazyOrderErrorGrid() {
  const apiRef = useGridApiRef();
  const [server] = React.useState(() => createOrderServer({ orderCount: 5_000 }));
  const log = useServerLog(server);
  const [failNext, setFailNext] = React.useState(false);
  const [failed, setFailed] = React.useState<GridGetRowsParams | null>(null);

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async (params) => {
        const answer = await server.getOrders(params);
        return { rows: answer.rows, rowCount: answer.rowCount };
      },
    }),
    [server],
  );

  const handleError = (error: GridGetRowsError | GridUpdateRowError) => {
    setFailNext(false);
    if (error instanceof GridGetRowsError) {
      setFailed(error.params);
      // A failed block leaves its skeleton rows; drop the overlay a sort or filter may have shown.
      apiRef.current?.setLoading(false);
    }
  };

  const retry = () => {
    if (failed) {
      // Ask again for the rows of the failed request only.
      apiRef.current?.dataSource.fetchRows(GRID_ROOT_GROUP_ID, failed);
      setFailed(null);
    }
  };

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
      <Box sx={{ height: { xs: 104, sm: 64 }, my: 1 }}>
        {failed ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={retry}>
                Retry
              </Button>
            }
          >
            Rows {String(failed.start)} to {failed.end} did not load.
          </Alert>
        ) : (
          <Alert severity="info">Switch the failure on, then scroll down past the loaded rows.</Alert>
        )}
      </Box>
      <Box sx={{ height: 360 }}>
        <DataGridPro
          apiRef={apiRef}
          columns={columns}
          dataSource={dataSource}
          lazyLoading
          onDataSourceError={handleError}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 50 } } }}
        />
      </Box>
      <RequestLog entries={log} keys={['start', 'end']} height={96} sx={{ mt: 1 }} />
    </Box>
  );
}
