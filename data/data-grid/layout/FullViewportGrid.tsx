import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

const SUBJECTS = ['Invoice missing', 'Password reset', 'Late delivery', 'Refund request', 'Address change'];
const STATUSES = ['Open', 'Waiting', 'Closed'];

const rows = Array.from({ length: 40 }, (_, index) => ({
  id: index + 1,
  ticket: `#${1201 + index}`,
  subject: SUBJECTS[index % SUBJECTS.length],
  status: STATUSES[(index * 7) % STATUSES.length],
}));

const columns: GridColDef[] = [
  { field: 'ticket', headerName: 'Ticket', width: 100 },
  { field: 'subject', headerName: 'Subject', flex: 1 },
  { field: 'status', headerName: 'Status', width: 110 },
];

export default function FullViewportGrid() {
  return (
    // The app is the whole window: the bar takes its height, the grid the rest.
    <Box sx={{ height: '100vh', display: 'flex', flexDirection: 'column' }}>
      <AppBar position="static" elevation={0}>
        <Toolbar variant="dense">
          <Typography variant="h6" component="div">
            Support desk
          </Typography>
        </Toolbar>
      </AppBar>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid rows={rows} columns={columns} density="compact" />
      </Box>
    </Box>
  );
}
