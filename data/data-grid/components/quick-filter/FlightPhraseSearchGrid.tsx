import * as React from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import {
  DataGrid,
  GridColDef,
  GridFilterModel,
  QuickFilter,
  QuickFilterControl,
  Toolbar,
} from '@mui/x-data-grid';
import { flights, type Flight } from '@docs/demo-data';

// `"Nordic Air" delayed` becomes ['Nordic Air', 'delayed']: quotes keep a phrase together.
function parsePhrases(input: string): string[] {
  const values: string[] = [];
  const pattern = /"([^"]*)"|(\S+)/g;
  let match = pattern.exec(input);
  while (match !== null) {
    const value = (match[1] ?? match[2]).trim();
    if (value !== '') {
      values.push(value);
    }
    match = pattern.exec(input);
  }
  return values;
}

// The way back, used when the values change from code: quote what has a space in it.
function formatPhrases(values: string[]): string {
  return values.map((value) => (value.includes(' ') ? `"${value}"` : value)).join(' ');
}

function PhraseSearchToolbar() {
  return (
    <Toolbar style={{ justifyContent: 'flex-start' }}>
      <QuickFilter
        parser={parsePhrases}
        formatter={formatPhrases}
        debounceMs={400}
        // No trigger in this toolbar, so the field stays open.
        expanded
        style={{ flex: 1, maxWidth: 420 }}
      >
        <QuickFilterControl
          render={({ ref, ...controlProps }) => (
            <TextField
              {...controlProps}
              inputRef={ref}
              label="Search flights"
              placeholder='e.g. "Nordic Wings" delayed'
              size="small"
              fullWidth
            />
          )}
        />
      </QuickFilter>
    </Toolbar>
  );
}

const timeFormat = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});

const columns: GridColDef<Flight>[] = [
  { field: 'flightNumber', headerName: 'Flight', width: 100 },
  { field: 'airline', headerName: 'Airline', width: 150 },
  { field: 'from', headerName: 'From', width: 80 },
  { field: 'to', headerName: 'To', width: 80 },
  {
    field: 'departure',
    headerName: 'Departs (UTC)',
    type: 'dateTime',
    width: 130,
    valueFormatter: (value: Date) => timeFormat.format(value),
  },
  { field: 'status', headerName: 'Status', width: 110 },
];

export default function FlightPhraseSearchGrid() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [],
    quickFilterValues: [],
  });

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 380 }}>
        <DataGrid
          rows={flights}
          columns={columns}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          slots={{ toolbar: PhraseSearchToolbar }}
          showToolbar
          hideFooter
        />
      </Box>
      <Box
        component="pre"
        sx={{ m: 0, mt: 1, fontSize: 13, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
      >
        quickFilterValues: {JSON.stringify(filterModel.quickFilterValues ?? [])}
      </Box>
    </Box>
  );
}
