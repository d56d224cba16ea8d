import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { employees, type Employee } from '@docs/demo-data';

const DEPARTMENTS: Employee['department'][] = [
  'Engineering',
  'Design',
  'Sales',
  'Support',
  'Finance',
  'People',
];

// Every column is editable: double-click a cell to see the editor its type brings.
const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name (string)', width: 170, editable: true },
  {
    field: 'salary',
    headerName: 'Salary (number)',
    type: 'number',
    width: 140,
    editable: true,
  },
  {
    field: 'startDate',
    headerName: 'Started (date)',
    type: 'date',
    width: 140,
    editable: true,
  },
  {
    field: 'remote',
    headerName: 'Remote (boolean)',
    type: 'boolean',
    width: 140,
    editable: true,
  },
  {
    field: 'department',
    headerName: 'Department (singleSelect)',
    type: 'singleSelect',
    valueOptions: DEPARTMENTS,
    width: 200,
    editable: true,
  },
];

export default function ColumnTypesGrid() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid rows={employees} columns={columns} hideFooter />
    </Box>
  );
}
