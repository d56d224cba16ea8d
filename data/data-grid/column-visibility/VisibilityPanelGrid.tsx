import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  DataGrid,
  GridColDef,
  GridPreferencePanelsValue,
  useGridApiRef,
} from '@mui/x-data-grid';
import { employees, type Employee } from '@docs/demo-data';

const columns: GridColDef<Employee>[] = [
  // The reader can never hide the name: its switch in the panel is disabled.
  { field: 'name', headerName: 'Name', width: 160, hideable: false },
  { field: 'role', headerName: 'Role', width: 190 },
  { field: 'department', headerName: 'Department', width: 120 },
  { field: 'office', headerName: 'Office', width: 100 },
  { field: 'email', headerName: 'Email', width: 220 },
  { field: 'remote', headerName: 'Remote', type: 'boolean', width: 90 },
];

export default function VisibilityPanelGrid() {
  const apiRef = useGridApiRef();

  return (
    <Box sx={{ width: '100%' }}>
      <Button
        size="small"
        variant="outlined"
        sx={{ mb: 1 }}
        onClick={() => apiRef.current?.showPreferences(GridPreferencePanelsValue.columns)}
      >
        Choose columns
      </Button>
      <Box sx={{ height: 420 }}>
        <DataGrid apiRef={apiRef} rows={employees} columns={columns} showToolbar hideFooter />
      </Box>
    </Box>
  );
}
