import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GridColDef,
  GridListViewColDef,
  GridSortModel,
  QuickFilter,
  QuickFilterControl,
  Toolbar,
  gridSortModelSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid-pro';
import { flights, type Flight } from '@docs/demo-data';

const timeFormat = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});

const columns: GridColDef<Flight>[] = [
  { field: 'flightNumber', headerName: 'Flight' },
  { field: 'airline', headerName: 'Airline' },
  { field: 'from', headerName: 'From' },
  { field: 'to', headerName: 'To' },
  { field: 'departure', headerName: 'Departs', type: 'dateTime' },
  { field: 'status', headerName: 'Status' },
  { field: 'seatsLeft', headerName: 'Seats left', type: 'number' },
];

const sortChoices: Record<string, GridSortModel> = {
  'departure-asc': [{ field: 'departure', sort: 'asc' }],
  'seats-desc': [{ field: 'seatsLeft', sort: 'desc' }],
  'airline-asc': [{ field: 'airline', sort: 'asc' }],
};

// Without column headers, sorting and searching move to the toolbar.
function DepartureToolbar() {
  const apiRef = useGridApiContext();
  const sortModel = useGridSelector(apiRef, gridSortModelSelector);
  const current =
    Object.keys(sortChoices).find(
      (key) => JSON.stringify(sortChoices[key]) === JSON.stringify(sortModel),
    ) ?? 'departure-asc';

  return (
    <Toolbar>
      <Box component="label" sx={{ fontSize: 14, display: 'flex', gap: 1, alignItems: 'center' }}>
        Sort
        <select
          value={current}
          onChange={(event) => apiRef.current.setSortModel(sortChoices[event.target.value])}
        >
          <option value="departure-asc">Departure time</option>
          <option value="seats-desc">Most seats left</option>
          <option value="airline-asc">Airline</option>
        </select>
      </Box>
      <QuickFilter style={{ marginInlineStart: 'auto' }}>
        <QuickFilterControl
          render={({ ref, ...controlProps }) => (
            <TextField
              {...controlProps}
              inputRef={ref}
              size="small"
              placeholder="Search flights"
              aria-label="Search flights"
              sx={{ width: 160 }}
            />
          )}
        />
      </QuickFilter>
    </Toolbar>
  );
}

const listViewColumn: GridListViewColDef<Flight> = {
  field: 'departureCard',
  renderCell: ({ row }) => (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', width: '100%', minWidth: 0 }}>
      <Typography
        variant="body1"
        sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums', width: 52 }}
      >
        {timeFormat.format(row.departure)}
      </Typography>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" noWrap>
          {row.from} → {row.to} · {row.flightNumber}
        </Typography>
        <Typography variant="caption" component="p" noWrap color="text.secondary">
          {row.airline} · gate {row.gate} · {row.seatsLeft} seats left
        </Typography>
      </Box>
      <Chip size="small" variant="outlined" label={row.status} />
    </Stack>
  ),
};

export default function DepartureListToolbarGrid() {
  const [sortModel, setSortModel] = React.useState<GridSortModel>(sortChoices['departure-asc']);

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Box sx={{ height: 460, maxWidth: 520 }}>
        <DataGridPro
          rows={flights}
          columns={columns}
          listView
          listViewColumn={listViewColumn}
          rowHeight={64}
          sortModel={sortModel}
          onSortModelChange={setSortModel}
          slots={{ toolbar: DepartureToolbar }}
          showToolbar
          pagination
          initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
          pageSizeOptions={[5, 10]}
        />
      </Box>
      <Typography variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
        sortModel = {JSON.stringify(sortModel)}
      </Typography>
    </Stack>
  );
}
