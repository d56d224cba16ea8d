import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import {
  DataGrid,
  GridColDef,
  GridFilterInputValueProps,
  getGridNumericOperators,
} from '@mui/x-data-grid';
import { flights, type Flight } from '@docs/demo-data';

const MAX_SEATS = Math.max(...flights.map((flight) => flight.seatsLeft));

function SeatsSlider(props: GridFilterInputValueProps) {
  const { item, applyValue, focusElementRef } = props;
  const value = typeof item.value === 'number' ? item.value : 0;

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', height: 48, width: 180, px: 1.5 }}>
      <Slider
        size="small"
        min={0}
        max={MAX_SEATS}
        value={value}
        onChange={(_event, seats) => applyValue({ ...item, value: seats as number })}
        valueLabelDisplay="auto"
        slotProps={{ input: { ref: focusElementRef, 'aria-label': 'Seats left' } }}
      />
    </Box>
  );
}

// The comparisons stay the grid's own; only the field they show in the panel changes.
const seatsOperators = getGridNumericOperators()
  .filter((operator) => ['=', '>=', '<='].includes(operator.value))
  .map((operator) => ({ ...operator, InputComponent: SeatsSlider }));

const columns: GridColDef<Flight>[] = [
  { field: 'flightNumber', headerName: 'Flight', width: 100 },
  { field: 'from', headerName: 'From', width: 80 },
  { field: 'to', headerName: 'To', width: 80 },
  { field: 'status', headerName: 'Status', width: 110 },
  {
    field: 'seatsLeft',
    headerName: 'Seats left',
    type: 'number',
    width: 110,
    filterOperators: seatsOperators,
  },
];

export default function SeatsSliderFilterGrid() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={flights}
        columns={columns}
        initialState={{
          filter: { filterModel: { items: [{ field: 'seatsLeft', operator: '>=', value: 40 }] } },
        }}
        showToolbar
        hideFooter
      />
    </Box>
  );
}
