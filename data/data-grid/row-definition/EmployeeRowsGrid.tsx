import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { employees, type Employee } from '@docs/demo-data';

// Each employee object is one row. The grid reads the fields the columns name
// and ignores the rest (email, manager, salary…), which stay on the row.
const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'role', headerName: 'Role', width: 200 },
  { field: 'department', headerName: 'Department', width: 120 },
  { field: 'office', headerName: 'Office', width: 110 },
];

export default function EmployeeRowsGrid() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid rows={employees} columns={columns} hideFooter />
    </Box>
  );
}
