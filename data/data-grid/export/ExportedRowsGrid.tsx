import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGrid,
  GridColDef,
  GridCsvGetRowsToExportParams,
  gridPaginatedVisibleSortedGridRowIdsSelector,
  useGridApiRef,
} from '@mui/x-data-grid';
import { orders, type Order } from '@docs/demo-data';

const columns: GridColDef<Order>[] = [
  { field: 'number', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 180 },
  { field: 'total', headerName: 'Total ($)', type: 'number', width: 110 },
];

// Only the rows on the page the reader is looking at, in the order they see them.
const currentPageRows = ({ apiRef }: GridCsvGetRowsToExportParams) =>
  gridPaginatedVisibleSortedGridRowIdsSelector(apiRef);

export default function ExportedRowsGrid() {
  const apiRef = useGridApiRef();
  const [csv, setCsv] = React.useState('Sort, filter or select rows, then preview.');

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={() => setCsv(apiRef.current?.getDataAsCsv() ?? '')}>
          Preview default rows
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setCsv(apiRef.current?.getDataAsCsv({ getRowsToExport: currentPageRows }) ?? '')}
        >
          Preview current page
        </Button>
      </Stack>
      <Box sx={{ height: 320 }}>
        <DataGrid
          apiRef={apiRef}
          density="compact"
          rows={orders}
          columns={columns}
          checkboxSelection
          initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
          pageSizeOptions={[5, 10]}
        />
      </Box>
      <Box
        component="pre"
        tabIndex={0}
        role="region"
        aria-label="CSV preview"
        sx={{ height: 140, overflow: 'auto', mt: 1, mb: 0, p: 1, fontSize: 12, bgcolor: 'action.hover', borderRadius: 1 }}
      >
        {csv}
      </Box>
    </Box>
  );
}
