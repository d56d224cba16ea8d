import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {
  DataGridPro,
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
  type OrderTreeRow,
  NamedCircularProgress,
} from '@docs/demo-data';

const usd = (value: number) =>
  value == null ? '' : `$${value.toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

const columns: GridColDef<OrderTreeRow>[] = [
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 70 },
  { field: 'amount', headerName: 'Amount', type: 'number', width: 110, valueFormatter: usd },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 170 },
];

export default function OrderTreeErrorGrid() {
  const apiRef = useGridApiRef();
  const [server] = React.useState(() => createOrderServer({ orderCount: 200, seed: 31 }));
  const log = useServerLog(server);
  const [failNext, setFailNext] = React.useState(false);
  const [failed, setFailed] = React.useState<GridGetRowsParams | null>(null);

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async (params) => {
        const answer = await server.getOrderTree(params);
        // The same path loaded this time: the last error is solved.
        const path = JSON.stringify(params.groupKeys ?? []);
        setFailed((current) => (current && JSON.stringify(current.groupKeys ?? []) === path ? null : current));
        return { rows: answer.rows, rowCount: answer.rowCount };
      },
      getGroupKey: (row) => row.key,
      getChildrenCount: (row) => row.childCount,
    }),
    [server],
  );

  const handleError = (error: GridGetRowsError | GridUpdateRowError) => {
    setFailNext(false);
    if (error instanceof GridGetRowsError) {
      setFailed(error.params);
    }
  };

  const failedPath = failed?.groupKeys ?? [];

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
      <Box sx={{ height: { xs: 128, sm: 72 }, my: 1 }}>
        {failed && failedPath.length === 0 && (
          <Alert
            severity="error"
            action={
              <Button
                color="inherit"
                size="small"
                onClick={() => {
                  setFailed(null);
                  apiRef.current?.dataSource.fetchRows();
                }}
              >
                Retry
              </Button>
            }
          >
            The orders did not load.
          </Alert>
        )}
        {failed && failedPath.length > 0 && (
          <Alert severity="warning" onClose={() => setFailed(null)}>
            The children of {failedPath.join(' › ')} did not load. Its arrow has a red dot; click it to try
            again.
          </Alert>
        )}
        {!failed && (
          <Alert severity="info">Switch the failure on, then expand an order, or change page.</Alert>
        )}
      </Box>
      <Box sx={{ height: 360 }}>
        <DataGridPro
          slots={{ baseCircularProgress: NamedCircularProgress }}
          apiRef={apiRef}
          treeData
          columns={columns}
          dataSource={dataSource}
          onDataSourceError={handleError}
          groupingColDef={{ headerName: 'Order / item', width: 220 }}
          pagination
          pageSizeOptions={[10]}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 10 }, rowCount: 0 } }}
        />
      </Box>
      <RequestLog entries={log} keys={['groupKeys', 'start', 'end']} height={96} sx={{ mt: 1 }} />
    </Box>
  );
}
