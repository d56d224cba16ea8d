import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { employees, type Employee } from '@docs/demo-data';

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'role', headerName: 'Role', width: 200 },
  { field: 'department', headerName: 'Department', width: 120 },
];

const byId = new Map(employees.map((employee) => [employee.id, employee]));

export default function StaffHoverRowGrid() {
  const [hovered, setHovered] = React.useState<Employee | null>(null);

  const handleEnter = (event: React.SyntheticEvent<HTMLDivElement>) => {
    // Every row element carries its id in `data-id`.
    const id = Number(event.currentTarget.dataset.id);
    setHovered(byId.get(id) ?? null);
  };

  const manager = hovered?.managerId ? byId.get(hovered.managerId) : null;

  return (
    <Box sx={{ width: '100%' }}>
      <Box
        component="output"
        sx={{
          display: 'block',
          mb: 1,
          p: 1,
          minHeight: 60,
          fontSize: 14,
          borderRadius: 1,
          bgcolor: 'action.hover',
          wordBreak: 'break-word',
        }}
      >
        {hovered ? (
          <React.Fragment>
            <strong>{hovered.name}</strong> · {hovered.office}
            {hovered.remote ? ' (remote)' : ''} · {hovered.email}
            <br />
            Reports to {manager ? manager.name : 'nobody: runs the company'}
          </React.Fragment>
        ) : (
          'Hover a row, or move the focus into one, to see the person behind it.'
        )}
      </Box>
      <Box sx={{ height: 360 }}>
        <DataGrid
          rows={employees}
          columns={columns}
          slotProps={{
            row: {
              onMouseEnter: handleEnter,
              onMouseLeave: () => setHovered(null),
              // Keyboard readers get the same card when focus enters a row.
              onFocus: handleEnter,
            },
          }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
