import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GridActionsCellItem,
  GridColDef,
  GridPinnedRowsProp,
  GridRowId,
} from '@mui/x-data-grid-pro';
import { flights, type Flight } from '@docs/demo-data';

const time = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });

type Position = 'top' | 'bottom';

export default function FlightWatchlistPinGrid() {
  // A row lives in exactly one place: the body or one of the two pinned areas.
  const [pinned, setPinned] = React.useState<Record<GridRowId, Position>>({ [flights[3].id]: 'top' });

  const pin = React.useCallback((id: GridRowId, position: Position | null) => {
    setPinned((current) => {
      const next = { ...current };
      if (position) next[id] = position;
      else delete next[id];
      return next;
    });
  }, []);

  const rows = React.useMemo(() => flights.filter((flight) => !pinned[flight.id]), [pinned]);
  const pinnedRows = React.useMemo<GridPinnedRowsProp<Flight>>(
    () => ({
      top: flights.filter((flight) => pinned[flight.id] === 'top'),
      bottom: flights.filter((flight) => pinned[flight.id] === 'bottom'),
    }),
    [pinned],
  );

  const columns = React.useMemo<GridColDef<Flight>[]>(
    () => [
      {
        field: 'actions',
        type: 'actions',
        width: 50,
        getActions: ({ id }) => {
          const position = pinned[id];
          return [
            <GridActionsCellItem key="top" label="Pin to top" showInMenu disabled={position === 'top'} onClick={() => pin(id, 'top')} />,
            <GridActionsCellItem key="bottom" label="Pin to bottom" showInMenu disabled={position === 'bottom'} onClick={() => pin(id, 'bottom')} />,
            <GridActionsCellItem key="unpin" label="Unpin" showInMenu disabled={!position} onClick={() => pin(id, null)} />,
          ];
        },
      },
      { field: 'flightNumber', headerName: 'Flight', width: 100 },
      { field: 'to', headerName: 'To', width: 70 },
      { field: 'departure', headerName: 'Departs (UTC)', width: 120, valueFormatter: (value: Date) => time.format(value) },
      { field: 'gate', headerName: 'Gate', width: 70 },
      { field: 'status', headerName: 'Status', width: 110 },
    ],
    [pin, pinned],
  );

  const describe = (position: Position) =>
    pinnedRows[position]?.map((flight) => flight.flightNumber).join(', ') || 'none';

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ mb: 1 }} aria-live="polite">
        Pinned to top: {describe('top')} · to bottom: {describe('bottom')}
      </Typography>
      <Box sx={{ height: 400 }}>
        <DataGridPro rows={rows} columns={columns} pinnedRows={pinnedRows} hideFooter />
      </Box>
    </Box>
  );
}
