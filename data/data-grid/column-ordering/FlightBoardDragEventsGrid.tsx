import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  GridColDef,
  GridColumnHeaderParams,
  GridFooterContainer,
  useGridApiContext,
  useGridEvent,
} from '@mui/x-data-grid-pro';
import { flights, type Flight } from '@docs/demo-data';

const time = new Intl.DateTimeFormat('en-GB', { timeStyle: 'short', timeZone: 'UTC' });

const columns: GridColDef<Flight>[] = [
  { field: 'flightNumber', headerName: 'Flight', width: 100 },
  { field: 'to', headerName: 'To', width: 80 },
  {
    field: 'departure',
    headerName: 'Departs (UTC)',
    type: 'dateTime',
    width: 130,
    valueFormatter: (value?: Date) => (value ? time.format(value) : ''),
  },
  { field: 'gate', headerName: 'Gate', width: 80 },
  { field: 'status', headerName: 'Status', width: 110 },
];

/** A footer that narrates the drag: it listens to the header drag events from inside the grid. */
function DragNarratorFooter() {
  const apiRef = useGridApiContext();
  const [dragged, setDragged] = React.useState<string | null>(null);
  const [over, setOver] = React.useState<string | null>(null);
  const [overEvents, setOverEvents] = React.useState(0);
  const [last, setLast] = React.useState('Drag a column header.');

  useGridEvent(apiRef, 'columnHeaderDragStart', (params: GridColumnHeaderParams) => {
    setDragged(params.colDef.headerName ?? params.field);
    setOverEvents(0);
    setLast('columnHeaderDragStart');
  });
  useGridEvent(apiRef, 'columnHeaderDragEnter', (params: GridColumnHeaderParams) => {
    setOver(params.colDef.headerName ?? params.field);
  });
  useGridEvent(apiRef, 'columnHeaderDragOver', () => {
    setOverEvents((count) => count + 1);
  });
  useGridEvent(apiRef, 'columnHeaderDragEnd', () => {
    setLast('columnHeaderDragEnd');
    setDragged(null);
    setOver(null);
  });

  return (
    <GridFooterContainer sx={{ px: 1.5, typography: 'body2', fontFamily: 'monospace' }}>
      {dragged
        ? `Dragging ${dragged} · over ${over ?? '…'} · ${overEvents} columnHeaderDragOver events`
        : `Last event: ${last}`}
    </GridFooterContainer>
  );
}

export default function FlightBoardDragEventsGrid() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPro
        rows={flights}
        columns={columns}
        slots={{ footer: DragNarratorFooter }}
        sx={{
          // `--moving`: the dragged header in the header row, for the whole drag.
          // `--dragging`: set for an instant at drag start, so it styles the image under the pointer.
          '& .MuiDataGrid-columnHeader--moving': { bgcolor: 'action.selected' },
          '& .MuiDataGrid-columnHeader--dragging': { outline: '2px dashed', outlineColor: 'primary.main' },
        }}
      />
    </Box>
  );
}
