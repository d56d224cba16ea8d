import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import ArrowDropUpIcon from '@mui/icons-material/ArrowDropUp';
import {
  ColumnsPanelTrigger,
  DataGrid,
  GridColDef,
  Toolbar,
} from '@mui/x-data-grid';
import { employees, type Employee } from '@docs/demo-data';

function PeopleToolbar() {
  return (
    <Toolbar style={{ justifyContent: 'flex-start' }}>
      <ColumnsPanelTrigger
        render={(triggerProps, state) => (
          <Button
            {...triggerProps}
            size="small"
            variant={state.open ? 'contained' : 'outlined'}
            endIcon={state.open ? <ArrowDropUpIcon /> : <ArrowDropDownIcon />}
          >
            {state.open ? 'Done' : 'Edit columns'}
          </Button>
        )}
      />
    </Toolbar>
  );
}

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 170 },
  { field: 'role', headerName: 'Role', width: 200 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'office', headerName: 'Office', width: 110 },
  {
    field: 'startDate',
    headerName: 'Start date',
    type: 'date',
    width: 130,
    valueFormatter: (value: Date) => dateFormat.format(value),
  },
  { field: 'remote', headerName: 'Remote', type: 'boolean', width: 90 },
  { field: 'email', headerName: 'Email', width: 230 },
];

export default function EmployeeColumnsButtonGrid() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={employees}
        columns={columns}
        slots={{ toolbar: PeopleToolbar }}
        showToolbar
        initialState={{
          columns: { columnVisibilityModel: { email: false, remote: false } },
          pagination: { paginationModel: { pageSize: 10 } },
        }}
        pageSizeOptions={[10, 25]}
      />
    </Box>
  );
}
