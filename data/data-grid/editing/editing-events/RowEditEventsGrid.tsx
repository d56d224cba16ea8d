import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridEventListener } from '@mui/x-data-grid';
import { employees, type Employee } from '@docs/demo-data';

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 160 },
  { field: 'role', headerName: 'Role', width: 200, editable: true },
  {
    field: 'department',
    headerName: 'Department',
    type: 'singleSelect',
    valueOptions: ['Engineering', 'Design', 'Sales', 'Support', 'Finance', 'People'],
    width: 140,
    editable: true,
  },
  { field: 'office', headerName: 'Office', width: 120, editable: true },
  { field: 'remote', headerName: 'Remote', type: 'boolean', width: 90, editable: true },
];

export default function RowEditEventsGrid() {
  const [log, setLog] = React.useState<string[]>([]);
  const addLine = (line: string) => setLog((lines) => [line, ...lines].slice(0, 8));

  const handleRowEditStart: GridEventListener<'rowEditStart'> = (params) => {
    addLine(`rowEditStart  ${params.row.name} · from ${params.field} · ${params.reason}`);
  };

  const handleRowEditStop: GridEventListener<'rowEditStop'> = (params) => {
    addLine(`rowEditStop   ${params.row.name} · in ${params.field} · ${params.reason}`);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 320 }}>
        <DataGrid
          density="compact"
          rows={employees}
          columns={columns}
          editMode="row"
          onRowEditStart={handleRowEditStart}
          onRowEditStop={handleRowEditStop}
          hideFooter
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Events (newest first):
      </Typography>
      <Box
        component="pre"
        tabIndex={0}
        role="region"
        aria-label="Row editing events"
        sx={{ height: 150, overflow: 'auto', m: 0, p: 1, fontSize: 12, bgcolor: 'action.hover', borderRadius: 1 }}
      >
        {log.length > 0
          ? log.join('\n')
          : 'Double-click a role, Tab through the row, then press Enter, Escape, or click another row.'}
      </Box>
    </Box>
  );
}
