import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';
import { employees, type Employee } from '@docs/demo-data';

const nameById = new Map(employees.map((employee) => [employee.id, employee.name]));

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 170 },
  {
    field: 'managerId',
    headerName: 'Manager',
    width: 170,
    valueGetter: (value: number | null) => (value == null ? null : nameById.get(value)),
    // The head of the company has no manager: `null` keeps the row outside every group.
    groupable: false,
  },
  { field: 'role', headerName: 'Role', width: 190 },
  { field: 'department', headerName: 'Department', width: 130 },
];

export default function ReportingLinesGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={employees}
        columns={columns}
        initialState={{ rowGrouping: { model: ['managerId'] } }}
        groupingColDef={{ headerName: 'Reports to', width: 220 }}
        hideFooter
      />
    </Box>
  );
}
