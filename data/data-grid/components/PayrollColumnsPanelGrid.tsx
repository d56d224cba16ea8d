import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridColumnVisibilityModel } from '@mui/x-data-grid';
import { employees, type Employee } from '@docs/demo-data';

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 160 },
  { field: 'role', headerName: 'Role', width: 180 },
  { field: 'department', headerName: 'Department', width: 120 },
  { field: 'office', headerName: 'Office', width: 100 },
  { field: 'email', headerName: 'Email', width: 220 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => usd.format(value),
  },
  { field: 'remote', headerName: 'Remote', type: 'boolean', width: 90 },
];

/** The name always shows, so the panel does not offer to hide it. */
const PINNED = new Set(['name']);

export default function PayrollColumnsPanelGrid() {
  const [visibility, setVisibility] = React.useState<GridColumnVisibilityModel>({
    email: false,
    salary: false,
  });

  return (
    <Box sx={{ width: '100%' }}>
      <Box
        component="output"
        sx={{
          display: 'block',
          mb: 1,
          p: 1,
          fontFamily: 'monospace',
          fontSize: 13,
          borderRadius: 1,
          bgcolor: 'action.hover',
          wordBreak: 'break-word',
        }}
      >
        columnVisibilityModel = {JSON.stringify(visibility)}
      </Box>
      <Box sx={{ height: 380 }}>
        <DataGrid
          rows={employees}
          columns={columns}
          columnVisibilityModel={visibility}
          onColumnVisibilityModelChange={setVisibility}
          showToolbar
          slotProps={{
            toolbar: { showQuickFilter: false },
            columnsManagement: {
              sort: 'asc',
              getTogglableColumns: (all) =>
                all
                  .filter((column) => !PINNED.has(column.field))
                  .map((column) => column.field),
              searchPredicate: (column, search) =>
                `${column.headerName} ${column.field}`
                  .toLowerCase()
                  .includes(search.toLowerCase()),
              disableShowHideToggle: true,
            },
          }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
