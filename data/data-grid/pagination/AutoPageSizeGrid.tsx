import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridPaginationModel } from '@mui/x-data-grid';
import { employees, type Employee } from '@docs/demo-data';

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'office', headerName: 'Office', width: 120 },
];

const HEIGHTS = [260, 360, 460];

export default function AutoPageSizeGrid() {
  const [height, setHeight] = React.useState(360);
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel | null>(null);

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={height}
        onChange={(_, value: number | null) => value !== null && setHeight(value)}
        aria-label="Height of the grid"
        sx={{ mb: 1 }}
      >
        {HEIGHTS.map((option) => (
          <ToggleButton key={option} value={option}>
            {option} px
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Rows that fit, so pageSize: {paginationModel ? paginationModel.pageSize : '…'}, page:{' '}
        {paginationModel ? paginationModel.page : '…'}
      </Typography>
      <Box sx={{ height: 460 }}>
        <Box sx={{ height }}>
          <DataGrid
            rows={employees}
            columns={columns}
            autoPageSize
            density="compact"
            onPaginationModelChange={setPaginationModel}
          />
        </Box>
      </Box>
    </Box>
  );
}
