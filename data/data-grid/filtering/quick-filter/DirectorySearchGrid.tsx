import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, GridFilterModel } from '@mui/x-data-grid';
import { useDemoData } from '@mui/x-data-grid-generator';

const VISIBLE_FIELDS = ['name', 'position', 'company', 'city', 'email'];

export default function DirectorySearchGrid() {
  const { data, loading } = useDemoData({
    dataSet: 'Employee',
    rowLength: 100,
    visibleFields: VISIBLE_FIELDS,
  });
  const [values, setValues] = React.useState<GridFilterModel['quickFilterValues']>([]);

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
        quickFilterValues: {JSON.stringify(values ?? [])}
      </Typography>
      <Box sx={{ height: 400 }}>
        <DataGrid
          {...data}
          loading={loading}
          showToolbar
          onFilterModelChange={(model) => setValues(model.quickFilterValues)}
          initialState={{
            ...data.initialState,
            pagination: { paginationModel: { pageSize: 25 } },
          }}
          pageSizeOptions={[25, 50]}
        />
      </Box>
    </Box>
  );
}
