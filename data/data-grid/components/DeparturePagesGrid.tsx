import * as React from 'react';
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import {
  DataGrid,
  GridColDef,
  GridPaginationModel,
  gridPageCountSelector,
  gridPaginationModelSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';
import { flights, type Flight } from '@docs/demo-data';

const time = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});

const columns: GridColDef<Flight>[] = [
  { field: 'flightNumber', headerName: 'Flight', width: 100 },
  { field: 'from', headerName: 'From', width: 70 },
  { field: 'to', headerName: 'To', width: 70 },
  {
    field: 'departure',
    headerName: 'Departs (UTC)',
    type: 'dateTime',
    width: 130,
    valueFormatter: (value: Date) => time.format(value),
  },
  { field: 'status', headerName: 'Status', flex: 1, minWidth: 110 },
];

/** Numbered pages instead of the grid's "1–8 of 24" and arrows. */
function NumberedPagination() {
  const apiRef = useGridApiContext();
  const { page } = useGridSelector(apiRef, gridPaginationModelSelector);
  const pageCount = useGridSelector(apiRef, gridPageCountSelector);

  return (
    <Pagination
      size="small"
      color="primary"
      count={pageCount}
      // The grid counts pages from 0, the Pagination component from 1.
      page={page + 1}
      onChange={(_event, value) => apiRef.current.setPage(value - 1)}
      sx={{ mx: 1 }}
    />
  );
}

export default function DeparturePagesGrid() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({
    page: 0,
    pageSize: 6,
  });

  return (
    <Box sx={{ width: '100%' }}>
      <Box
        component="output"
        sx={{
          display: 'block',
          mb: 1,
          p: 1,
          fontFamily: 'monospace',
          fontSize: 13,
          borderRadius: 1,
          bgcolor: 'action.hover',
        }}
      >
        paginationModel = {JSON.stringify(paginationModel)}
      </Box>
      <Box sx={{ height: 440 }}>
        <DataGrid
          rows={flights}
          columns={columns}
          paginationModel={paginationModel}
          onPaginationModelChange={setPaginationModel}
          pageSizeOptions={[6]}
          slots={{ pagination: NumberedPagination }}
        />
      </Box>
    </Box>
  );
}
