import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { flights, type Flight } from '@docs/demo-data';

const timeFormat = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});

const columns: GridColDef<Flight>[] = [
  { field: 'flightNumber', headerName: 'Flight', width: 100 },
  { field: 'from', headerName: 'From', width: 80 },
  { field: 'to', headerName: 'To', width: 80 },
  {
    field: 'departure',
    headerName: 'Departs (UTC)',
    type: 'dateTime',
    width: 130,
    valueFormatter: (value: Date) => timeFormat.format(value),
  },
  { field: 'status', headerName: 'Status', width: 110 },
];

/** Stands in for a request to a flight-status API. */
function fetchDepartures(): Promise<readonly Flight[]> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(flights), 900);
  });
}

export default function FlightsArriveLaterGrid() {
  const [rows, setRows] = React.useState<readonly Flight[]>([]);
  const [loading, setLoading] = React.useState(false);
  const mounted = React.useRef(true);

  React.useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const load = async () => {
    setLoading(true);
    const departures = await fetchDepartures();
    if (!mounted.current) return;
    setRows(departures);
    setLoading(false);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Button size="small" variant="outlined" onClick={load} disabled={loading}>
          Load departures
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setRows([])}
          disabled={loading || rows.length === 0}
        >
          Clear
        </Button>
      </Stack>
      <Box component="pre" sx={{ m: 0, mb: 1, fontSize: 13 }}>
        rows.length: {rows.length}, loading: {String(loading)}
      </Box>
      <Box sx={{ height: 360 }}>
        <DataGrid rows={rows} columns={columns} loading={loading} hideFooter />
      </Box>
    </Box>
  );
}
