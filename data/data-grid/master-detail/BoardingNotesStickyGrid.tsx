import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
  DataGridPro,
  gridClasses,
  gridDimensionsSelector,
  GridColDef,
  GridRowParams,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid-pro';
import { flights, type Flight } from '@docs/demo-data';

const time = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});

// Wide on purpose: the columns add up to more than most screens.
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
  { field: 'airline', headerName: 'Airline', width: 150 },
  { field: 'from', headerName: 'From', width: 80 },
  { field: 'to', headerName: 'To', width: 80 },
  {
    field: 'departure',
    headerName: 'Departs (UTC)',
    width: 130,
    valueFormatter: (value: Date) => time.format(value),
  },
  {
    field: 'arrival',
    headerName: 'Arrives (UTC)',
    width: 130,
    valueFormatter: (value: Date) => time.format(value),
  },
  { field: 'gate', headerName: 'Gate', width: 80 },
  { field: 'status', headerName: 'Status', width: 120 },
  { field: 'seatsLeft', headerName: 'Seats left', type: 'number', width: 110 },
];

function BoardingNotes({ flight }: { flight: Flight }) {
  const apiRef = useGridApiContext();
  // The width of the visible part of the grid, not of all its columns.
  const { viewportInnerSize } = useGridSelector(apiRef, gridDimensionsSelector);

  return (
    <Box
      sx={{
        position: 'sticky',
        insetInlineStart: 0,
        width: viewportInnerSize.width,
        boxSizing: 'border-box',
        px: 2,
        py: 1.5,
      }}
    >
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        Boarding notes for {flight.flightNumber}
      </Typography>
      <Typography variant="body2">
        Gate {flight.gate} opens 40 minutes before the {time.format(flight.departure)} departure.
        Scroll the grid sideways: these notes stay where they are.
      </Typography>
    </Box>
  );
}

export default function BoardingNotesStickyGrid() {
  const getDetailPanelContent = React.useCallback(
    ({ row }: GridRowParams<Flight>) => <BoardingNotes flight={row} />,
    [],
  );
  const getDetailPanelHeight = React.useCallback(() => 'auto' as const, []);

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={flights}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        initialState={{ detailPanel: { expandedRowIds: new Set([flights[0].id]) } }}
        // The panel scrolls its own overflow by default; let the sticky notes use the grid's scroll.
        sx={{ [`& .${gridClasses.detailPanel}`]: { overflow: 'visible' } }}
        hideFooter
      />
    </Box>
  );
}
