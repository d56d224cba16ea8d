import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface TrackRow {
  id: number;
  track: string;
  room: string;
  [hour: string]: string | number;
}

/** Every workshop of this conference day lasts two hours and starts on an odd hour. */
const START_HOURS = ['09', '11', '13', '15'];
const HOURS = ['09', '10', '11', '12', '13', '14', '15', '16'];

const rows: TrackRow[] = [
  {
    id: 1,
    track: 'Frontend',
    room: 'Hall A',
    h09: 'Accessible forms',
    h11: 'React Server Components',
    h13: 'CSS container queries',
    h15: 'Design tokens in practice',
  },
  {
    id: 2,
    track: 'Data',
    room: 'Hall B',
    h09: 'Postgres indexing',
    h11: 'Event streams 101',
    h13: 'Lunch and hallway track',
    h15: 'Dashboards that scale',
  },
  {
    id: 3,
    track: 'Mobile',
    room: 'Room 2',
    h09: 'Offline-first sync',
    h11: 'Push notifications',
    h13: 'Lunch and hallway track',
    h15: 'App store releases',
  },
  {
    id: 4,
    track: 'Ops',
    room: 'Room 3',
    h09: 'Incident drills',
    h11: 'Cost budgets in the cloud',
    h13: 'Terraform modules',
    h15: 'On-call without burnout',
  },
];

const columns: GridColDef<TrackRow>[] = [
  { field: 'track', headerName: 'Track', width: 100 },
  { field: 'room', headerName: 'Room', width: 90 },
  ...HOURS.map<GridColDef<TrackRow>>((hour) => ({
    field: `h${hour}`,
    headerName: `${hour}:00`,
    width: 110,
    sortable: false,
    // A number: every cell of the column covers its own column and the next one.
    colSpan: START_HOURS.includes(hour) ? 2 : undefined,
  })),
];

export default function WorkshopScheduleGrid() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showCellVerticalBorder
        showColumnVerticalBorder
        disableColumnSorting
        hideFooter
      />
    </Box>
  );
}
