import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, gridClasses } from '@mui/x-data-grid';
import { employees, type Employee } from '@docs/demo-data';

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

// Only the free-text columns can be resized; the short ones keep their width.
const columns: GridColDef<Employee>[] = [
  { field: 'id', headerName: 'ID', type: 'number', width: 70, resizable: false },
  { field: 'name', headerName: 'Name', width: 180 },
  { field: 'role', headerName: 'Role', width: 200 },
  {
    field: 'startDate',
    headerName: 'Since',
    type: 'date',
    width: 100,
    resizable: false,
    valueFormatter: (value: Date) => dateFormat.format(value),
  },
  {
    field: 'salary',
    headerName: 'Salary ($)',
    type: 'number',
    width: 120,
    resizable: false,
  },
];

export default function PayrollSeparatorGrid() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid
        rows={employees}
        columns={columns}
        hideFooter
        sx={{
          // Resizable separators carry an extra class; hide the others.
          [`& .${gridClasses.columnSeparator}:not(.${gridClasses['columnSeparator--resizable']})`]:
            { display: 'none' },
        }}
      />
    </Box>
  );
}
