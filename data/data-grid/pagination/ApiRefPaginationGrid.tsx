import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  GridPaginationModel,
  useGridApiRef,
} from '@mui/x-data-grid';
import { flights, type Flight } from '@docs/demo-data';

const columns: GridColDef<Flight>[] = [
  { field: 'flightNumber', headerName: 'Flight', width: 100 },
  { field: 'from', headerName: 'From', width: 80 },
  { field: 'to', headerName: 'To', width: 80 },
  { field: 'gate', headerName: 'Gate', width: 80 },
  { field: 'status', headerName: 'Status', flex: 1, minWidth: 110 },
];

const PAGE_SIZE = 5;
const LAST_PAGE = Math.ceil(flights.length / PAGE_SIZE) - 1;

export default function ApiRefPaginationGrid() {
  const apiRef = useGridApiRef();
  // The grid owns its model; this copy only prints it.
  const [model, setModel] = React.useState<GridPaginationModel>({ page: 0, pageSize: PAGE_SIZE });

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.setPage(0)}>
          First page
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.setPage(LAST_PAGE)}
        >
          Last page
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.setPaginationModel({ page: 1, pageSize: 10 })}
        >
          Page 2 of 10 rows
        </Button>
      </Stack>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Page {model.page + 1}, {model.pageSize} rows per page
      </Typography>
      <Box sx={{ height: 380 }}>
        <DataGrid
          apiRef={apiRef}
          rows={flights}
          columns={columns}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: PAGE_SIZE } } }}
          pageSizeOptions={[5, 10]}
          onPaginationModelChange={setModel}
        />
      </Box>
    </Box>
  );
}
