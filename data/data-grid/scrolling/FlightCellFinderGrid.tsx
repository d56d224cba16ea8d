import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, useGridApiRef } from '@mui/x-data-grid';
import { flights, type Flight } from '@docs/demo-data';

const timeFormat = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});

const columns: GridColDef<Flight>[] = [
  { field: 'flightNumber', headerName: 'Flight', width: 100 },
  { field: 'airline', headerName: 'Airline', width: 160 },
  { field: 'from', headerName: 'From', width: 110 },
  { field: 'to', headerName: 'To', width: 110 },
  {
    field: 'departure',
    headerName: 'Departs (UTC)',
    width: 150,
    valueFormatter: (value: Date) => timeFormat.format(value),
  },
  {
    field: 'arrival',
    headerName: 'Arrives (UTC)',
    width: 150,
    valueFormatter: (value: Date) => timeFormat.format(value),
  },
  { field: 'gate', headerName: 'Gate', width: 110 },
  { field: 'status', headerName: 'Status', width: 140 },
  { field: 'seatsLeft', headerName: 'Seats left', type: 'number', width: 130 },
];

interface Target {
  id: number;
  field: string;
}

export default function FlightCellFinderGrid() {
  const apiRef = useGridApiRef();
  const [flightId, setFlightId] = React.useState(flights[flights.length - 1].id);
  const [field, setField] = React.useState('seatsLeft');
  const [target, setTarget] = React.useState<Target | null>(null);
  const [report, setReport] = React.useState('Pick a flight and a column.');

  const goToCell = () => {
    const api = apiRef.current;
    if (!api) return;
    // Ids and fields become indexes in the current (sorted, filtered) view.
    const rowIndex = api.getRowIndexRelativeToVisibleRows(flightId);
    const colIndex = api.getColumnIndex(field);
    const before = api.getScrollPosition();
    const returned = api.scrollToIndexes({ rowIndex, colIndex });
    const after = api.getScrollPosition();
    const moved = before.top !== after.top || before.left !== after.left;
    setTarget({ id: flightId, field });
    setReport(
      `scrollToIndexes({ rowIndex: ${rowIndex}, colIndex: ${colIndex} }) → ${returned} · ` +
        (moved ? 'scrolled' : 'already in view'),
    );
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 1 }}>
        <label>
          Flight{' '}
          <select value={flightId} onChange={(event) => setFlightId(Number(event.target.value))}>
            {flights.map((flight) => (
              <option key={flight.id} value={flight.id}>
                {flight.flightNumber} {flight.from}–{flight.to}
              </option>
            ))}
          </select>
        </label>
        <label>
          Column{' '}
          <select value={field} onChange={(event) => setField(event.target.value)}>
            {columns.map((column) => (
              <option key={column.field} value={column.field}>
                {column.headerName}
              </option>
            ))}
          </select>
        </label>
        <Button size="small" variant="outlined" onClick={goToCell}>
          Show the cell
        </Button>
      </Box>
      <Typography variant="body2" component="p" sx={{ mb: 1, minHeight: '3em' }}>
        <code>{report}</code>
      </Typography>
      <Box sx={{ height: 300 }}>
        <DataGrid
          apiRef={apiRef}
          rows={flights}
          columns={columns}
          hideFooter
          getCellClassName={(params) =>
            target && params.id === target.id && params.field === target.field
              ? 'flight-target-cell'
              : ''
          }
          sx={{
            '& .flight-target-cell': {
              outline: '2px solid',
              outlineColor: 'primary.main',
              outlineOffset: -2,
              fontWeight: 700,
            },
          }}
        />
      </Box>
    </Box>
  );
}
