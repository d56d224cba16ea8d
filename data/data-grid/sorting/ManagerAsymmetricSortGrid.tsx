import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridColDef,
  GridComparatorFn,
  gridStringOrNumberComparator,
} from '@mui/x-data-grid';
import { employees, type Employee } from '@docs/demo-data';

const nameById = new Map(employees.map((employee) => [employee.id, employee.name]));

// Employees without a manager stay at the bottom, whichever way the column is sorted.
const emptyLast =
  (direction: 'asc' | 'desc'): GridComparatorFn<string | null> =>
  (a, b, paramsA, paramsB) => {
    if (a === null || b === null) {
      return (a === null ? 1 : 0) - (b === null ? 1 : 0);
    }
    const result = gridStringOrNumberComparator(a, b, paramsA, paramsB);
    return direction === 'asc' ? result : -result;
  };

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Employee', flex: 1, minWidth: 160 },
  { field: 'role', headerName: 'Role', flex: 1, minWidth: 180 },
  {
    field: 'manager',
    headerName: 'Reports to',
    width: 170,
    valueGetter: (_, row) => (row.managerId === null ? null : nameById.get(row.managerId)),
    valueFormatter: (value: string | null) => value ?? '—',
    getSortComparator: (sort) => (sort ? emptyLast(sort) : undefined),
  },
];

export default function ManagerAsymmetricSortGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={employees}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'manager', sort: 'desc' }] } }}
        hideFooter
      />
    </Box>
  );
}
