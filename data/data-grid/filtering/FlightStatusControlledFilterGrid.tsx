import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, GridColDef, GridFilterModel } from '@mui/x-data-grid';
import { flights, type Flight } from '@docs/demo-data';

const columns: GridColDef<Flight>[] = [
  { field: 'flightNumber', headerName: 'Flight', width: 100 },
  { field: 'airline', headerName: 'Airline', flex: 1, minWidth: 130 },
  { field: 'to', headerName: 'To', width: 80 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['Scheduled', 'Boarding', 'Departed', 'Delayed', 'Cancelled'],
    width: 120,
  },
  { field: 'seatsLeft', headerName: 'Seats left', type: 'number', width: 100 },
];

const presets: Array<{ label: string; model: GridFilterModel }> = [
  {
    label: 'Disrupted',
    model: { items: [{ field: 'status', operator: 'isAnyOf', value: ['Delayed', 'Cancelled'] }] },
  },
  {
    label: 'Almost full',
    model: { items: [{ field: 'seatsLeft', operator: '<', value: 10 }] },
  },
  { label: 'All flights', model: { items: [] } },
];

export default function FlightStatusControlledFilterGrid() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>(presets[0].model);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 1 }}>
        {presets.map((preset) => (
          <Button
            key={preset.label}
            size="small"
            variant="outlined"
            onClick={() => setFilterModel(preset.model)}
          >
            {preset.label}
          </Button>
        ))}
      </Stack>
      <Box
        component="pre"
        sx={{ m: 0, mb: 1, fontSize: 13, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
      >
        filterModel: {JSON.stringify(filterModel)}
      </Box>
      <Box sx={{ height: 380 }}>
        <DataGrid
          rows={flights}
          columns={columns}
          filterModel={filterModel}
          onFilterModelChange={(model) => setFilterModel(model)}
          showToolbar
          hideFooter
        />
      </Box>
    </Box>
  );
}
