import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, GridColDef, GridSortModel } from '@mui/x-data-grid';
import { flights, type Flight } from '@docs/demo-data';

const columns: GridColDef<Flight>[] = [
  { field: 'flightNumber', headerName: 'Flight', width: 100 },
  { field: 'to', headerName: 'To', width: 80 },
  {
    field: 'departure',
    headerName: 'Departs (UTC)',
    type: 'dateTime',
    width: 130,
    valueFormatter: (value: Date) =>
      value.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' }),
  },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'seatsLeft', headerName: 'Seats left', type: 'number', width: 100 },
];

const presets: Array<{ label: string; model: GridSortModel }> = [
  { label: 'Next departures', model: [{ field: 'departure', sort: 'asc' }] },
  { label: 'Most seats left', model: [{ field: 'seatsLeft', sort: 'desc' }] },
  { label: 'No sorting', model: [] },
];

export default function DepartureBoardSortGrid() {
  const [sortModel, setSortModel] = React.useState<GridSortModel>([
    { field: 'departure', sort: 'asc' },
  ]);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 1 }}>
        {presets.map((preset) => (
          <Button
            key={preset.label}
            size="small"
            variant="outlined"
            onClick={() => setSortModel(preset.model)}
          >
            {preset.label}
          </Button>
        ))}
      </Stack>
      <Box
        component="pre"
        sx={{ m: 0, mb: 1, fontSize: 13, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
      >
        sortModel: {JSON.stringify(sortModel)}
      </Box>
      <Box sx={{ height: 380 }}>
        <DataGrid
          rows={flights}
          columns={columns}
          sortModel={sortModel}
          onSortModelChange={(model) => setSortModel(model)}
          hideFooter
        />
      </Box>
    </Box>
  );
}
