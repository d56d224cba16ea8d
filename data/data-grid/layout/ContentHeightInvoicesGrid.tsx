import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridPaginationModel } from '@mui/x-data-grid';
import { invoices, type Invoice } from '@docs/demo-data';

const columns: GridColDef<Invoice>[] = [
  { field: 'number', headerName: 'Invoice', width: 140 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 160 },
  { field: 'status', headerName: 'Status', width: 100 },
];

export default function ContentHeightInvoicesGrid() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({
    page: 0,
    pageSize: 4,
  });

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {paginationModel.pageSize} rows per page: the grid is as tall as they are
      </Typography>
      {/* Room for the tallest page, so the text below the demo never moves. */}
      <Box sx={{ height: 450 }}>
        {/* A flex column without a height: the grid takes the height of its content. */}
        <Box sx={{ display: 'flex', flexDirection: 'column' }}>
          <DataGrid
            rows={invoices}
            columns={columns}
            density="compact"
            paginationModel={paginationModel}
            onPaginationModelChange={setPaginationModel}
            pageSizeOptions={[4, 8]}
          />
        </Box>
      </Box>
    </Box>
  );
}
