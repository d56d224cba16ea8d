import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  GridColDef,
  GridRenderHeaderFilterProps,
  useGridApiContext,
} from '@mui/x-data-grid-pro';
import { flights, type Flight, type FlightStatus } from '@docs/demo-data';

const STATUSES: FlightStatus[] = ['Scheduled', 'Boarding', 'Departed', 'Delayed', 'Cancelled'];

const timeFormat = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});

/** A plain select in place of the default input and operator menu. */
function StatusHeaderFilter(props: GridRenderHeaderFilterProps) {
  const { item, colDef } = props;
  const apiRef = useGridApiContext();

  const handleChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    if (value === '') {
      apiRef.current.deleteFilterItem(item);
    } else {
      apiRef.current.upsertFilterItem({ ...item, operator: 'is', value });
    }
  };

  return (
    <TextField
      select
      fullWidth
      size="small"
      variant="standard"
      id={`header-filter-${colDef.field}`}
      label="Status"
      value={item.operator === 'is' && item.value ? item.value : ''}
      onChange={handleChange}
    >
      <MenuItem value="">
        <em>Any</em>
      </MenuItem>
      {STATUSES.map((status) => (
        <MenuItem key={status} value={status}>
          {status}
        </MenuItem>
      ))}
    </TextField>
  );
}

const columns: GridColDef<Flight>[] = [
  { field: 'flightNumber', headerName: 'Flight', width: 120 },
  { field: 'to', headerName: 'To', width: 110 },
  {
    field: 'departure',
    headerName: 'Departs (UTC)',
    width: 130,
    // A time of day is nothing to type into: leave the cell empty.
    renderHeaderFilter: () => null,
    valueFormatter: (value: Date) => timeFormat.format(value),
  },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: STATUSES,
    width: 160,
    renderHeaderFilter: (params) => <StatusHeaderFilter {...params} />,
  },
  { field: 'gate', headerName: 'Gate', width: 100 },
  { field: 'seatsLeft', headerName: 'Seats left', type: 'number', width: 130 },
];

export default function FlightStatusHeaderFilterGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro rows={flights} columns={columns} headerFilters hideFooter />
    </Box>
  );
}
