import * as React from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD,
  GridColDef,
  GridFilterModel,
} from '@mui/x-data-grid-premium';
import { flights, type Flight } from '@docs/demo-data';

const timeFormat = new Intl.DateTimeFormat('en-GB', { timeStyle: 'short', timeZone: 'UTC' });

const columns: GridColDef<Flight>[] = [
  { field: 'flightNumber', headerName: 'Flight', width: 100 },
  { field: 'airline', headerName: 'Airline', width: 130 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'to', headerName: 'To', width: 70 },
  {
    field: 'departure',
    headerName: 'Departs (UTC)',
    type: 'dateTime',
    width: 120,
    // Group rows have no departure: leave their cell empty.
    valueFormatter: (value?: Date) => (value ? timeFormat.format(value) : ''),
  },
];

// One filter item on the grouping column; the grid reads it at every level of the tree.
const groupFilter = (text: string): GridFilterModel => ({
  items: [{ id: 1, field: GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD, operator: 'contains', value: text }],
});

export default function FlightGroupFilterGrid() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>(groupFilter('delayed'));

  // Keep the text field in step when the reader edits the filter from the grid's own panel.
  const item = filterModel.items.find((entry) => entry.field === GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD);
  const text = typeof item?.value === 'string' ? item.value : '';

  return (
    <Box sx={{ width: '100%' }}>
      <TextField
        size="small"
        label="Group contains"
        value={text}
        onChange={(event) => setFilterModel(groupFilter(event.target.value))}
        sx={{ mb: 1, width: 240, maxWidth: '100%' }}
      />
      <Typography
        variant="body2"
        component="pre"
        sx={{ m: 0, mb: 1, p: 1, borderRadius: 1, bgcolor: 'action.hover', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', minHeight: '4.5em' }}
      >
        filterModel = {JSON.stringify(filterModel)}
      </Typography>
      <Box sx={{ height: 420 }}>
        <DataGridPremium
          rows={flights}
          columns={columns}
          initialState={{ rowGrouping: { model: ['airline', 'status'] } }}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          defaultGroupingExpansionDepth={-1}
          groupingColDef={{ width: 220 }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
