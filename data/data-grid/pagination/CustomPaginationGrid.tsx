import * as React from 'react';
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import {
  DataGrid,
  GridColDef,
  gridPageCountSelector,
  gridPageSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';
import { invoices, type Invoice } from '@docs/demo-data';

const columns: GridColDef<Invoice>[] = [
  { field: 'number', headerName: 'Invoice', width: 140 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 160 },
  { field: 'status', headerName: 'Status', width: 100 },
  {
    field: 'amount',
    headerName: 'Amount (€)',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => value.toFixed(2),
  },
];

// Rendered inside the grid's footer, so it can read the grid's state through its context.
function NumberedPagination() {
  const apiRef = useGridApiContext();
  const page = useGridSelector(apiRef, gridPageSelector);
  const pageCount = useGridSelector(apiRef, gridPageCountSelector);

  return (
    <Pagination
      color="primary"
      size="small"
      count={pageCount}
      page={page + 1}
      onChange={(_, value) => apiRef.current.setPage(value - 1)}
      sx={{ mx: 'auto', py: 1 }}
    />
  );
}

export default function CustomPaginationGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={invoices}
        columns={columns}
        initialState={{ pagination: { paginationModel: { pageSize: 6 } } }}
        pageSizeOptions={[6]}
        slots={{ pagination: NumberedPagination }}
      />
    </Box>
  );
}
