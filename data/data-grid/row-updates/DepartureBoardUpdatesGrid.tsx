import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGrid,
  GridColDef,
  GridRowModelUpdate,
  useGridApiRef,
} from '@mui/x-data-grid';
import { flights, type Flight } from '@docs/demo-data';

const timeFormat = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});

const columns: GridColDef<Flight>[] = [
  { field: 'flightNumber', headerName: 'Flight', width: 100 },
  { field: 'to', headerName: 'To', width: 70 },
  {
    field: 'departure',
    headerName: 'Departs (UTC)',
    type: 'dateTime',
    width: 120,
    valueFormatter: (value: Date) => timeFormat.format(value),
  },
  { field: 'gate', headerName: 'Gate', width: 80 },
  { field: 'status', headerName: 'Status', width: 110 },
];

export default function DepartureBoardUpdatesGrid() {
  const apiRef = useGridApiRef();
  const [lastUpdate, setLastUpdate] = React.useState<GridRowModelUpdate | null>(null);
  const extraFlights = React.useRef(0);

  const firstWithStatus = (status: Flight['status']) => {
    const current = Array.from(
      apiRef.current!.getRowModels().values(),
    ) as Flight[];
    return current.find((flight) => flight.status === status);
  };

  // The DataGrid takes one row per call; Pro and Premium take any number.
  const send = (update: GridRowModelUpdate) => {
    apiRef.current!.updateRows([update]);
    setLastUpdate(update);
  };

  const boardNext = () => {
    const flight = firstWithStatus('Scheduled');
    if (flight) send({ id: flight.id, status: 'Boarding' });
  };

  const delayNext = () => {
    const flight = firstWithStatus('Scheduled');
    if (flight) {
      send({
        id: flight.id,
        status: 'Delayed',
        departure: new Date(flight.departure.getTime() + 45 * 60_000),
      });
    }
  };

  const addExtra = () => {
    extraFlights.current += 1;
    send({
      id: 1000 + extraFlights.current,
      flightNumber: `XT ${900 + extraFlights.current}`,
      airline: 'Extra charter',
      from: 'LIS',
      to: 'FAO',
      departure: new Date(Date.UTC(2025, 5, 14, 20, 0)),
      arrival: new Date(Date.UTC(2025, 5, 14, 20, 50)),
      gate: 'E1',
      status: 'Scheduled',
      seatsLeft: 40,
    });
  };

  const removeDeparted = () => {
    const flight = firstWithStatus('Departed');
    if (flight) send({ id: flight.id, _action: 'delete' });
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Button size="small" variant="outlined" onClick={boardNext}>
          Board next
        </Button>
        <Button size="small" variant="outlined" onClick={delayNext}>
          Delay next
        </Button>
        <Button size="small" variant="outlined" onClick={addExtra}>
          Add a charter
        </Button>
        <Button size="small" variant="outlined" onClick={removeDeparted}>
          Remove a departed flight
        </Button>
      </Stack>
      <Box
        component="pre"
        sx={{
          m: 0,
          mb: 1,
          p: 1,
          minHeight: 56,
          fontSize: 13,
          borderRadius: 1,
          bgcolor: 'action.hover',
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-word',
        }}
      >
        updateRows([{lastUpdate ? JSON.stringify(lastUpdate) : ''}])
      </Box>
      <Box sx={{ height: 380 }}>
        <DataGrid apiRef={apiRef} rows={flights} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
