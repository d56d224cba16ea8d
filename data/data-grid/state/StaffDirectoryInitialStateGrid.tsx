import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DataGrid, GridColDef, GridInitialState } from '@mui/x-data-grid';
import { employees, type Employee } from '@docs/demo-data';

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 170 },
  { field: 'email', headerName: 'Email', width: 230 },
  { field: 'role', headerName: 'Role', width: 190 },
  {
    field: 'department',
    headerName: 'Department',
    type: 'singleSelect',
    valueOptions: ['Engineering', 'Design', 'Sales', 'Support', 'Finance', 'People'],
    width: 130,
  },
  { field: 'office', headerName: 'Office', width: 110 },
  { field: 'salary', headerName: 'Salary ($)', type: 'number', width: 110 },
];

// Applied once, when the grid mounts. The reader can change all of it afterwards.
const initialState: GridInitialState = {
  sorting: { sortModel: [{ field: 'salary', sort: 'desc' }] },
  filter: {
    filterModel: {
      items: [{ id: 1, field: 'department', operator: 'is', value: 'Engineering' }],
    },
  },
  columns: { columnVisibilityModel: { email: false } },
  pagination: { paginationModel: { pageSize: 5, page: 0 } },
  density: 'compact',
};

export default function StaffDirectoryInitialStateGrid() {
  // Changing the key mounts a new grid, which reads `initialState` again.
  const [mountCount, setMountCount] = React.useState(0);

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, width: '100%' }}>
      <Box sx={{ flex: '2 1 420px', minWidth: 0 }}>
        <Button
          size="small"
          variant="outlined"
          sx={{ mb: 1 }}
          onClick={() => setMountCount((count) => count + 1)}
        >
          Remount the grid
        </Button>
        <Box sx={{ height: 330 }}>
          <DataGrid
            key={mountCount}
            rows={employees}
            columns={columns}
            initialState={initialState}
            pageSizeOptions={[5, 10, 25]}
            showToolbar
          />
        </Box>
      </Box>
      <Box
        component="pre"
        tabIndex={0}
        role="region"
        aria-label="The initialState prop"
        sx={{
          flex: '1 1 240px',
          minWidth: 0,
          m: 0,
          p: 1,
          fontSize: 12,
          overflow: 'auto',
          bgcolor: 'action.hover',
          borderRadius: 1,
        }}
      >
        initialState = {JSON.stringify(initialState, null, 2)}
      </Box>
    </Box>
  );
}
