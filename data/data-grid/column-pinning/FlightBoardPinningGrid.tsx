import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  DataGridPro,
  GridColDef,
  GridPinnedColumnFields,
} from '@mui/x-data-grid-pro';
import { flights, type Flight } from '@docs/demo-data';

const timeFormat = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});

const columns: GridColDef<Flight>[] = [
  { field: 'flightNumber', headerName: 'Flight', width: 100 },
  { field: 'airline', headerName: 'Airline', width: 170 },
  { field: 'from', headerName: 'From', width: 80 },
  { field: 'to', headerName: 'To', width: 80 },
  {
    field: 'departure',
    headerName: 'Departs (UTC)',
    type: 'dateTime',
    width: 130,
    valueFormatter: (value: Date) => timeFormat.format(value),
  },
  {
    field: 'arrival',
    headerName: 'Arrives (UTC)',
    type: 'dateTime',
    width: 130,
    valueFormatter: (value: Date) => timeFormat.format(value),
  },
  { field: 'gate', headerName: 'Gate', width: 80 },
  { field: 'seatsLeft', headerName: 'Seats left', type: 'number', width: 100 },
  { field: 'status', headerName: 'Status', width: 110 },
];

const PRESETS: Array<{ label: string; model: GridPinnedColumnFields }> = [
  { label: 'Gate agent', model: { left: ['flightNumber', 'gate'], right: ['status'] } },
  { label: 'Sales', model: { left: ['flightNumber'], right: ['seatsLeft'] } },
  { label: 'Nothing pinned', model: {} },
];

export default function FlightBoardPinningGrid() {
  const [pinnedColumns, setPinnedColumns] = React.useState<GridPinnedColumnFields>(
    PRESETS[0].model,
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        {PRESETS.map((preset) => (
          <Button
            key={preset.label}
            size="small"
            variant="outlined"
            onClick={() => setPinnedColumns(preset.model)}
          >
            {preset.label}
          </Button>
        ))}
      </Box>
      <Box
        component="pre"
        sx={{
          m: 0,
          mb: 1,
          p: 1,
          minHeight: 40,
          fontSize: 13,
          borderRadius: 1,
          bgcolor: 'action.hover',
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-word',
        }}
      >
        pinnedColumns = {JSON.stringify(pinnedColumns)}
      </Box>
      <Box sx={{ height: 380 }}>
        <DataGridPro
          rows={flights}
          columns={columns}
          pinnedColumns={pinnedColumns}
          onPinnedColumnsChange={(model) => setPinnedColumns(model)}
          hideFooter
        />
      </Box>
    </Box>
  );
}
