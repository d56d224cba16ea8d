import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

const rows = Array.from({ length: 12 }, (_, index) => ({
  id: index + 1,
  task: `Review chapter ${index + 1}`,
  owner: ['Noor', 'Bram', 'Liu', 'Sade'][index % 4],
}));

const columns: GridColDef[] = [
  { field: 'task', headerName: 'Task', flex: 1 },
  { field: 'owner', headerName: 'Owner', width: 120 },
];

export default function FlexLayoutGrid() {
  return (
    <Box sx={{ height: 360, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="subtitle2" component="p">Editorial board</Typography>
      {/* The grid takes whatever height the header leaves. */}
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid rows={rows} columns={columns} density="compact" />
      </Box>
    </Box>
  );
}
