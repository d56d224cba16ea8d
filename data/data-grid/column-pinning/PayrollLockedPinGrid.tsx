import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, GridColDef } from '@mui/x-data-grid-pro';
import { employees, type Employee } from '@docs/demo-data';

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });

const columns: GridColDef<Employee>[] = [
  // Pinned by the code below; the reader gets no menu item to unpin it.
  { field: 'name', headerName: 'Name', width: 170, pinnable: false },
  { field: 'role', headerName: 'Role', width: 200 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'office', headerName: 'Office', width: 110 },
  {
    field: 'startDate',
    headerName: 'Started',
    type: 'date',
    width: 120,
    valueFormatter: (value: Date) => dateFormat.format(value),
  },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => usd.format(value),
  },
  { field: 'email', headerName: 'Email', width: 230 },
];

export default function PayrollLockedPinGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={employees}
        columns={columns}
        initialState={{ pinnedColumns: { left: ['name'] } }}
        hideFooter
      />
    </Box>
  );
}
