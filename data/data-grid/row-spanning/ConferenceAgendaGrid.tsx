import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Slot {
  id: number;
  time: string;
  /** A session for the whole conference fills this field and leaves the rooms empty. */
  plenary?: string;
  hallA?: string;
  hallB?: string;
  lab?: string;
}

// A session that lasts several slots is simply repeated on each of its rows:
// row spanning merges the repeated titles into one cell.
const agenda: Slot[] = [
  { id: 1, time: '09:00', plenary: 'Opening keynote: Ten years of open data' },
  { id: 2, time: '09:45', hallA: 'Designing for offline first', hallB: 'Accessible charts', lab: 'Workshop: Your first data pipeline' },
  { id: 3, time: '10:30', hallA: 'Scaling a design system', hallB: 'Accessible charts', lab: 'Workshop: Your first data pipeline' },
  { id: 4, time: '11:15', plenary: 'Coffee break' },
  { id: 5, time: '11:45', hallA: 'Privacy by default', hallB: 'State machines in the UI', lab: 'Workshop: Testing with real users' },
  { id: 6, time: '12:30', hallA: 'Lightning talks', hallB: 'Lightning talks', lab: 'Workshop: Testing with real users' },
  { id: 7, time: '13:15', plenary: 'Lunch' },
];

const columns: GridColDef<Slot>[] = [
  { field: 'time', headerName: 'Time', width: 80, sortable: false },
  {
    field: 'hallA',
    headerName: 'Hall A',
    width: 220,
    sortable: false,
    // Plenary rows: one cell across the three rooms, showing the plenary title.
    colSpan: (_value, row) => (row.plenary ? 3 : 1),
    valueGetter: (value, row) => row.plenary ?? value,
  },
  { field: 'hallB', headerName: 'Hall B', width: 220, sortable: false },
  { field: 'lab', headerName: 'Lab', width: 260, sortable: false },
];

export default function ConferenceAgendaGrid() {
  return (
    <Box
      sx={(theme) => ({
        height: 420,
        width: '100%',
        // Long titles wrap inside their merged cells.
        '& .MuiDataGrid-cell': { whiteSpace: 'normal', lineHeight: 1.4, display: 'flex', alignItems: 'center' },
        '& .agenda-plenary': {
          fontWeight: 600,
          bgcolor: (theme.vars ?? theme).palette.action.hover,
        },
      })}
    >
      <DataGrid
        rows={agenda}
        columns={columns}
        rowSpanning
        rowHeight={48}
        getRowClassName={(params) => (params.row.plenary ? 'agenda-plenary' : '')}
        showCellVerticalBorder
        disableColumnMenu
        disableRowSelectionOnClick
        hideFooter
      />
    </Box>
  );
}
