import * as React from 'react';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import {
  DataGridPro,
  GridColDef,
  GridHeaderFilterCell,
  GridHeaderFilterCellProps,
} from '@mui/x-data-grid-pro';
import { employees, type Employee } from '@docs/demo-data';

/** The stock cell, with a clear button and a mark when its filter is in use. */
function MarkedHeaderFilterCell(props: GridHeaderFilterCellProps) {
  const { item } = props;
  const active = item.value !== undefined && item.value !== null && item.value !== '';
  return <GridHeaderFilterCell {...props} showClearIcon data-filter-active={active} />;
}

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 180 },
  { field: 'role', headerName: 'Role', width: 200 },
  {
    field: 'department',
    headerName: 'Department',
    type: 'singleSelect',
    valueOptions: ['Engineering', 'Design', 'Sales', 'Support', 'Finance', 'People'],
    width: 160,
  },
  { field: 'office', headerName: 'Office', width: 140 },
  { field: 'remote', headerName: 'Remote', type: 'boolean', width: 120 },
];

export default function EmployeeHeaderFilterCellGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={employees}
        columns={columns}
        headerFilters
        slots={{
          headerFilterCell: MarkedHeaderFilterCell,
          // No operator menu: every column keeps its first operator.
          headerFilterMenu: null,
        }}
        initialState={{
          filter: {
            filterModel: {
              items: [{ id: 1, field: 'department', operator: 'is', value: 'Engineering' }],
            },
          },
        }}
        hideFooter
        sx={(theme) => ({
          '& [data-filter-active="true"]': {
            backgroundColor: alpha(theme.palette.primary.main, 0.1),
            boxShadow: `inset 0 -2px 0 ${theme.palette.primary.main}`,
          },
        })}
      />
    </Box>
  );
}
