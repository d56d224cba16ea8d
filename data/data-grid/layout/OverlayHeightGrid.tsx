import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { flights, type Flight } from '@docs/demo-data';

const columns: GridColDef<Flight>[] = [
  { field: 'flightNumber', headerName: 'Flight', width: 100 },
  { field: 'to', headerName: 'To', width: 80 },
  { field: 'gate', headerName: 'Gate', width: 80 },
  { field: 'status', headerName: 'Status', flex: 1, minWidth: 110 },
];

export default function OverlayHeightGrid() {
  const [rows, setRows] = React.useState<readonly Flight[]>([]);

  return (
    <Box sx={{ width: '100%' }}>
      <Button
        size="small"
        variant="outlined"
        onClick={() => setRows((current) => (current.length ? [] : flights.slice(0, 4)))}
        sx={{ mb: 1 }}
      >
        {rows.length ? 'Clear the board' : 'Load 4 flights'}
      </Button>
      <Box sx={{ height: 340 }}>
        <Box sx={{ display: 'flex', flexDirection: 'column' }}>
          <DataGrid
            rows={rows}
            columns={columns}
            hideFooter
            // Room for the "No rows" message while the board is empty.
            sx={{ '--DataGrid-overlayHeight': '180px' }}
          />
        </Box>
      </Box>
    </Box>
  );
}
