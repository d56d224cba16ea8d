import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { employees, type Employee } from '@docs/demo-data';

// Tenure is counted up to a fixed day so that the demo reads the same every year.
const asOf = Date.UTC(2025, 5, 30);
const yearMs = 365.25 * 24 * 60 * 60 * 1000;

const namesById = new Map(employees.map((person) => [person.id, person.name]));

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'department', headerName: 'Department', width: 130 },
  {
    // No row has a `manager` key: the getter looks the name up by id.
    field: 'manager',
    headerName: 'Manager',
    width: 160,
    valueGetter: (value, row) =>
      row.managerId == null ? '—' : namesById.get(row.managerId),
  },
  {
    // A number of years, computed from the start date: it sorts and filters as a number.
    field: 'tenure',
    headerName: 'Tenure (years)',
    type: 'number',
    width: 130,
    valueGetter: (value, row) =>
      Math.floor(((asOf - row.startDate.getTime()) / yearMs) * 10) / 10,
  },
];

export default function TenureValueGetterGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={employees}
        columns={columns}
        showToolbar
        initialState={{
          sorting: { sortModel: [{ field: 'tenure', sort: 'desc' }] },
          pagination: { paginationModel: { pageSize: 25 } },
        }}
        pageSizeOptions={[25, 50]}
      />
    </Box>
  );
}
