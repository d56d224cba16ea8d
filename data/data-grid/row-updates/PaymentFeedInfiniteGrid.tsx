import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, GridColDef, GridDataSource } from '@mui/x-data-grid-pro';
import { fetchPaymentBlock, type Payment } from './fakePaymentServer';

const timeFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});

const columns: GridColDef<Payment>[] = [
  { field: 'reference', headerName: 'Reference', width: 120, sortable: false },
  {
    field: 'time',
    headerName: 'Time (UTC)',
    type: 'dateTime',
    width: 140,
    sortable: false,
    valueFormatter: (value: Date) => timeFormat.format(value),
  },
  { field: 'merchant', headerName: 'Merchant', flex: 1, minWidth: 160, sortable: false },
  { field: 'method', headerName: 'Method', width: 120, sortable: false },
  {
    field: 'amount',
    headerName: 'Amount (€)',
    type: 'number',
    width: 110,
    sortable: false,
    valueFormatter: (value: number) => value.toFixed(2),
  },
];

export default function PaymentFeedInfiniteGrid() {
  const [requests, setRequests] = React.useState<string[]>([]);

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async (params) => {
        const response = await fetchPaymentBlock(params);
        const answer = `rows ${params.start}–${params.end}: ${response.rows.length} rows${
          response.rowCount === undefined ? '' : `, rowCount ${response.rowCount}`
        }`;
        setRequests((previous) => [answer, ...previous].slice(0, 3));
        return response;
      },
    }),
    [],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Box
        component="pre"
        sx={{ m: 0, mb: 1, p: 1, height: 76, overflow: 'auto', fontSize: 13, borderRadius: 1, bgcolor: 'action.hover' }}
      >
        {requests.length ? requests.join('\n') : 'waiting for the first block…'}
      </Box>
      <Box sx={{ height: 400 }}>
        <DataGridPro
          columns={columns}
          dataSource={dataSource}
          lazyLoading
          disableColumnFilter
          initialState={{ pagination: { paginationModel: { pageSize: 40 } } }}
        />
      </Box>
    </Box>
  );
}
