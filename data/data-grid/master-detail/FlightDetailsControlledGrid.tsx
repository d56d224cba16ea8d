import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DataGridPro, GRID_DETAIL_PANEL_TOGGLE_COL_DEF, GridColDef, GridRowId, GridRowParams } from '@mui/x-data-grid-pro';
import { flights, type Flight } from '@docs/demo-data';

const time = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});

const columns: GridColDef<Flight>[] = [
  {
    ...GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
    // A header text that screen readers read and eyes do not see.
    renderHeader: () => (
      <Box
        component="span"
        sx={{ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
      >
        Details
      </Box>
    ),
  },
  { field: 'flightNumber', headerName: 'Flight', width: 100 },
  { field: 'to', headerName: 'To', width: 70 },
  {
    field: 'departure',
    headerName: 'Departs (UTC)',
    width: 120,
    valueFormatter: (value: Date) => time.format(value),
  },
  { field: 'status', headerName: 'Status', width: 110 },
];

function FlightDetails({ flight }: { flight: Flight }) {
  return (
    <Box sx={{ px: 2, py: 1.5, display: 'grid', gap: 0.5, typography: 'body2' }}>
      <span>
        {flight.airline}, {flight.from} → {flight.to}
      </span>
      <span>
        Arrives {time.format(flight.arrival)} UTC · gate {flight.gate}
      </span>
      <span>{flight.seatsLeft} seats left</span>
    </Box>
  );
}

const delayed = flights.filter((flight) => flight.status === 'Delayed').map((flight) => flight.id);

export default function FlightDetailsControlledGrid() {
  const [expandedRowIds, setExpandedRowIds] = React.useState<Set<GridRowId>>(
    () => new Set([flights[0].id]),
  );

  const getDetailPanelContent = React.useCallback(
    ({ row }: GridRowParams<Flight>) => <FlightDetails flight={row} />,
    [],
  );
  const getDetailPanelHeight = React.useCallback(() => 100, []);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Button size="small" variant="outlined" onClick={() => setExpandedRowIds(new Set(delayed))}>
          Open delayed flights
        </Button>
        <Button size="small" variant="outlined" onClick={() => setExpandedRowIds(new Set())}>
          Close all
        </Button>
      </Box>
      <Typography
        variant="body2"
        component="pre"
        sx={{ m: 0, mb: 1, p: 1, borderRadius: 1, bgcolor: 'action.hover', whiteSpace: 'pre-wrap' }}
      >
        detailPanelExpandedRowIds = new Set({JSON.stringify([...expandedRowIds])})
      </Typography>
      <Box sx={{ height: 400 }}>
        <DataGridPro
          rows={flights}
          columns={columns}
          getDetailPanelContent={getDetailPanelContent}
          getDetailPanelHeight={getDetailPanelHeight}
          detailPanelExpandedRowIds={expandedRowIds}
          onDetailPanelExpandedRowIdsChange={(ids) => setExpandedRowIds(ids)}
          hideFooter
        />
      </Box>
    </Box>
  );
}
