import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, GridPaginationModel } from '@mui/x-data-grid';
import { useDemoData } from '@mui/x-data-grid-generator';

export default function GeneratedDataGrid() {
  // 60 commodity trades with their first six columns, generated in the browser.
  const { data, loading } = useDemoData({
    dataSet: 'Commodity',
    rowLength: 60,
    maxColumns: 6,
  });
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
          {...data}
          loading={loading}
          paginationModel={paginationModel}
          onPaginationModelChange={setPaginationModel}
          pageSizeOptions={[5, 10]}
        />
      </Box>
    </Box>
  );
}
