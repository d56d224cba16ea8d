import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridLoadingOverlayVariant } from '@mui/x-data-grid';
import { flights, type Flight } from '@docs/demo-data';

const timeFormat = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});

const columns: GridColDef<Flight>[] = [
  { field: 'flightNumber', headerName: 'Flight', width: 100 },
  { field: 'airline', headerName: 'Airline', flex: 1, minWidth: 140 },
  { field: 'to', headerName: 'To', width: 80 },
  {
    field: 'departure',
    headerName: 'Departs',
    width: 100,
    valueFormatter: (value: Date) => timeFormat.format(value),
  },
  { field: 'gate', headerName: 'Gate', width: 80 },
  { field: 'status', headerName: 'Status', width: 110 },
];

const variants: GridLoadingOverlayVariant[] = ['skeleton', 'linear-progress', 'circular-progress'];

export default function DepartureBoardLoadingGrid() {
  const [loading, setLoading] = React.useState(false);
  const [hasRows, setHasRows] = React.useState(true);
  const [variant, setVariant] = React.useState<GridLoadingOverlayVariant>('skeleton');
  const [noRowsVariant, setNoRowsVariant] =
    React.useState<GridLoadingOverlayVariant>('circular-progress');

  const radioGroup = (
    name: string,
    legend: string,
    value: GridLoadingOverlayVariant,
    onChange: (next: GridLoadingOverlayVariant) => void,
  ) => (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0 }}>
      <Typography component="legend" variant="body2" sx={{ fontWeight: 600 }}>
        {legend}
      </Typography>
      {variants.map((option) => (
        <Box component="label" key={option} sx={{ mr: 2, fontSize: 14, whiteSpace: 'nowrap' }}>
          <input
            type="radio"
            name={name}
            value={option}
            checked={value === option}
            onChange={() => onChange(option)}
          />{' '}
          {option}
        </Box>
      ))}
    </Box>
  );

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 3 }}>
        {radioGroup('departures-variant', 'variant (rows shown)', variant, setVariant)}
        {radioGroup(
          'departures-no-rows-variant',
          'noRowsVariant (no rows yet)',
          noRowsVariant,
          setNoRowsVariant,
        )}
      </Stack>
      <Stack direction="row" spacing={3} sx={{ fontSize: 14 }}>
        <label>
          <input
            type="checkbox"
            checked={loading}
            onChange={(event) => setLoading(event.target.checked)}
          />{' '}
          Loading
        </label>
        <label>
          <input
            type="checkbox"
            checked={hasRows}
            onChange={(event) => setHasRows(event.target.checked)}
          />{' '}
          Departures already on screen
        </label>
      </Stack>
      <Box sx={{ height: 360 }}>
        <DataGrid
          rows={hasRows ? flights : []}
          columns={columns}
          loading={loading}
          slotProps={{ loadingOverlay: { variant, noRowsVariant } }}
          hideFooter
        />
      </Box>
      <Box
        component="pre"
        sx={{ m: 0, p: 1, fontSize: 12, bgcolor: 'action.hover', borderRadius: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
      >
        {`loading={${loading}}  rows: ${hasRows ? flights.length : 0}
slotProps.loadingOverlay = ${JSON.stringify({ variant, noRowsVariant })}
drawn: ${loading ? (hasRows ? variant : noRowsVariant) : 'no loading overlay'}`}
      </Box>
    </Stack>
  );
}
