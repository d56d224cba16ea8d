import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD,
  GridColDef,
} from '@mui/x-data-grid-premium';
import { flights, type Flight } from '@docs/demo-data';

const time = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });

const columns: GridColDef<Flight>[] = [
  { field: 'flightNumber', headerName: 'Flight', width: 110 },
  { field: 'airline', headerName: 'Airline', width: 180 },
  { field: 'from', headerName: 'From', width: 90 },
  { field: 'to', headerName: 'To', width: 90 },
  {
    field: 'departure',
    headerName: 'Departs (UTC)',
    width: 140,
    valueFormatter: (value?: Date) => (value == null ? '' : time.format(value)),
  },
  {
    field: 'arrival',
    headerName: 'Arrives (UTC)',
    width: 140,
    valueFormatter: (value?: Date) => (value == null ? '' : time.format(value)),
  },
  { field: 'gate', headerName: 'Gate', width: 90 },
  { field: 'status', headerName: 'Status', width: 120 },
  { field: 'seatsLeft', headerName: 'Seats left', type: 'number', width: 110 },
];

export default function PinnedGroupingColumnGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={flights}
        columns={columns}
        initialState={{
          rowGrouping: { model: ['airline'] },
          pinnedColumns: { left: [GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD] },
        }}
        groupingColDef={{ width: 220 }}
        defaultGroupingExpansionDepth={1}
        hideFooter
      />
    </Box>
  );
}
