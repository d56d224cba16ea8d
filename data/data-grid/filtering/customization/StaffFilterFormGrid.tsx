import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridSlotProps } from '@mui/x-data-grid';
import { employees, type Employee } from '@docs/demo-data';

/** The only columns the filter panel offers; the others stay filterable from code. */
const OFFERED = ['department', 'office', 'remote', 'salary'];

const filterPanelProps: Partial<GridSlotProps['filterPanel']> = {
  columnsSort: 'asc', // list the columns A to Z, not in grid order
  filterFormProps: {
    filterColumns: ({ columns }) =>
      columns.filter((column) => OFFERED.includes(column.field)).map((column) => column.field),
    columnInputProps: { sx: { width: 150 } },
    operatorInputProps: { sx: { width: 130 } },
    valueInputProps: { sx: { width: 170 } },
    deleteIconProps: { sx: { '& .MuiSvgIcon-root': { color: 'error.main' } } },
  },
};

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 160 },
  { field: 'email', headerName: 'Email', width: 220 },
  { field: 'department', headerName: 'Department', width: 120 },
  { field: 'office', headerName: 'Office', width: 110 },
  { field: 'remote', headerName: 'Remote', type: 'boolean', width: 90 },
  { field: 'salary', headerName: 'Salary ($)', type: 'number', width: 110 },
];

export default function StaffFilterFormGrid() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={employees}
        columns={columns}
        slotProps={{ filterPanel: filterPanelProps }}
        localeText={{ filterPanelColumns: 'Field', filterPanelOperator: 'Condition' }}
        initialState={{
          filter: { filterModel: { items: [{ field: 'office', operator: 'equals', value: 'Lisbon' }] } },
        }}
        showToolbar
        hideFooter
      />
    </Box>
  );
}
