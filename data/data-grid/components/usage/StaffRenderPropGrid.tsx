import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import FilterAltIcon from '@mui/icons-material/FilterAlt';
import {
  ColumnsPanelTrigger,
  DataGrid,
  FilterPanelTrigger,
  GridColDef,
  Toolbar,
} from '@mui/x-data-grid';
import { employees, type Employee } from '@docs/demo-data';

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'role', headerName: 'Role', width: 190 },
  { field: 'department', headerName: 'Department', width: 120 },
  { field: 'office', headerName: 'Office', width: 100 },
  { field: 'remote', headerName: 'Remote', type: 'boolean', width: 120 },
];

function StaffToolbar() {
  return (
    <Toolbar style={{ justifyContent: 'flex-start', gap: 8 }}>
      {/* An element: the trigger's props are merged into it. */}
      <ColumnsPanelTrigger
        render={
          <Button size="small" variant="text" startIcon={<ViewColumnIcon />} />
        }
      >
        Columns
      </ColumnsPanelTrigger>

      {/* A function: spread the props, and use the state to draw what you like. */}
      <FilterPanelTrigger
        render={(triggerProps, state) => (
          <Button
            {...triggerProps}
            size="small"
            variant={state.open ? 'contained' : 'text'}
            startIcon={<FilterAltIcon />}
            endIcon={
              state.filterCount > 0 ? (
                <Chip component="span" size="small" label={state.filterCount} />
              ) : undefined
            }
          >
            {state.open ? 'Close filters' : 'Filters'}
          </Button>
        )}
      />
    </Toolbar>
  );
}

export default function StaffRenderPropGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={employees}
        columns={columns}
        slots={{ toolbar: StaffToolbar }}
        showToolbar
        initialState={{
          filter: {
            filterModel: {
              items: [{ field: 'remote', operator: 'is', value: 'true' }],
            },
          },
        }}
        hideFooter
      />
    </Box>
  );
}
