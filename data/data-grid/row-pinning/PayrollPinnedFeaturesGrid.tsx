import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, GridColDef, GridPinnedRowsProp } from '@mui/x-data-grid-pro';
import { employees, type Employee } from '@docs/demo-data';

// Summary rows have no department: the row type allows an empty one.
type PayrollRow = Pick<Employee, 'name' | 'office' | 'role'> & { id: number | string; department: string; salary: number };

const rows: PayrollRow[] = employees.map(({ id, name, department, office, role, salary }) => ({ id, name, department, office, role, salary }));

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

const columns: GridColDef<PayrollRow>[] = [
  { field: 'name', headerName: 'Name', width: 170 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'role', headerName: 'Role', width: 190 },
  { field: 'office', headerName: 'Office', width: 110 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 120, valueFormatter: (value: number) => money.format(value) },
];

const total = rows.reduce((sum, row) => sum + row.salary, 0);
const pinnedRows: GridPinnedRowsProp<PayrollRow> = {
  bottom: [
    { id: 'average', name: 'Average', department: '', role: '', office: '', salary: Math.round(total / rows.length) },
    { id: 'total', name: 'Payroll total', department: '', role: '', office: '', salary: total },
  ],
};

export default function PayrollPinnedFeaturesGrid() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        pinnedRows={pinnedRows}
        checkboxSelection
        showToolbar
        initialState={{ pinnedColumns: { left: ['__check__', 'name'] } }}
      />
    </Box>
  );
}
