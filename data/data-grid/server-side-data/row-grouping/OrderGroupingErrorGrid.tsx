import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {
  DataGridPremium,
  GridColDef,
  GridDataSource,
  GridGetRowsError,
  GridGetRowsParams,
  GridUpdateRowError,
  useGridApiRef,
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
  { field: 'channel', headerName: 'Channel', width: 130 },
];

export default function OrderGroupingErrorGrid() {
  const apiRef = useGridApiRef();
  const [server] = React.useState(() => createOrderServer({ orderCount: 400, seed: 12 }));
  const log = useServerLog(server);
  const [failNext, setFailNext] = React.useState(false);
  const [failed, setFailed] = React.useState<GridGetRowsParams | null>(null);

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async (params) => {
        const answer = await server.getOrderGroups(params);
        // The same path loaded this time: the last error is solved.
        const path = JSON.stringify(params.groupKeys ?? []);
        setFailed((current) => (current && JSON.stringify(current.groupKeys ?? []) === path ? null : current));
        return { rows: answer.rows, rowCount: answer.rowCount };
      },
      getGroupKey: (row) => row.groupKey,
      getChildrenCount: (row) => row.childCount ?? 0,
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
            The groups did not load.
          </Alert>
        )}
        {failed && failedPath.length > 0 && (
          <Alert severity="warning" onClose={() => setFailed(null)}>
            The group {failedPath.join(' › ')} did not open. Its arrow has a red dot; click it to try again.
          </Alert>
        )}
        {!failed && (
          <Alert severity="info">Switch the failure on, then expand a country, or group by another column.</Alert>
        )}
      </Box>
      <Box sx={{ height: 360 }}>
        <DataGridPremium
          slots={{ baseCircularProgress: NamedCircularProgress }}
          apiRef={apiRef}
          columns={columns}
          dataSource={dataSource}
          onDataSourceError={handleError}
          initialState={{ rowGrouping: { model: ['country', 'channel'] } }}
          groupingColDef={{ width: 220 }}
        />
      </Box>
      <RequestLog entries={log} keys={['groupFields', 'groupKeys']} height={96} sx={{ mt: 1 }} />
    </Box>
  );
}
