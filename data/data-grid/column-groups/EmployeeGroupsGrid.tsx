import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridColumnGroupingModel } from '@mui/x-data-grid';
import { employees, type Employee } from '@docs/demo-data';

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });

const columns: GridColDef<Employee>[] = [
  { field: 'id', headerName: 'ID', width: 70 },
  { field: 'name', headerName: 'Name', width: 160 },
  { field: 'role', headerName: 'Role', width: 190 },
  { field: 'department', headerName: 'Department', width: 120 },
  { field: 'office', headerName: 'Office', width: 100 },
  { field: 'remote', headerName: 'Remote', type: 'boolean', width: 90 },
  { field: 'startDate', headerName: 'Start date', type: 'date', width: 110,
    valueFormatter: (value: Date) => dateFormat.format(value),
  },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => usd.format(value),
  },
];

const columnGroupingModel: GridColumnGroupingModel = [
  {
    groupId: 'person',
    headerName: 'Person',
    children: [{ field: 'name' }, { field: 'role' }],
  },
  {
    groupId: 'placement',
    headerName: 'Placement',
    children: [
      { field: 'department' },
      // A group inside a group adds a header row.
      {
        groupId: 'workplace',
        headerName: 'Workplace',
        children: [{ field: 'office' }, { field: 'remote' }],
      },
    ],
  },
  {
    groupId: 'contract',
    headerName: 'Contract',
    children: [{ field: 'startDate' }, { field: 'salary' }],
  },
];

export default function EmployeeGroupsGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={employees}
        columns={columns}
        columnGroupingModel={columnGroupingModel}
        hideFooter
      />
    </Box>
  );
}
