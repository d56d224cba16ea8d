import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridPaginationModel } from '@mui/x-data-grid';

const rows = Array.from({ length: 30 }, (_, index) => ({
  id: index + 1,
  ticket: `#${4200 + index}`,
  status: index % 3 === 0 ? 'Open' : 'Closed',
}));

const columns: GridColDef[] = [
  { field: 'ticket', headerName: 'Ticket', width: 120 },
  { field: 'status', headerName: 'Status', flex: 1 },
];

export default function ControlledPaginationGrid() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({
    page: 1,
    pageSize: 5,
  });

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Page {paginationModel.page + 1}, {paginationModel.pageSize} rows per page
      </Typography>
      <Box sx={{ height: 370 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          paginationModel={paginationModel}
          onPaginationModelChange={setPaginationModel}
          pageSizeOptions={[5, 10]}
        />
      </Box>
    </Box>
  );
}
