import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FilterListIcon from '@mui/icons-material/FilterList';
import {
  DataGridPro,
  FilterPanelTrigger,
  GridColDef,
  GridFilterItem,
  Toolbar,
  gridColumnLookupSelector,
  gridFilterActiveItemsSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid-pro';
import { flights, type Flight } from '@docs/demo-data';

function describe(item: GridFilterItem, headerName: string) {
  const value = Array.isArray(item.value) ? item.value.join(', ') : String(item.value);
  return `${headerName} ${item.operator} ${value}`;
}

function FilterChipsToolbar() {
  const apiRef = useGridApiContext();
  const activeItems = useGridSelector(apiRef, gridFilterActiveItemsSelector);
  const columnLookup = useGridSelector(apiRef, gridColumnLookupSelector);

  return (
    <Toolbar
      style={{ justifyContent: 'flex-start', flexWrap: 'wrap', gap: 8, padding: 8 }}
    >
      <FilterPanelTrigger
        render={<Button size="small" startIcon={<FilterListIcon fontSize="small" />} />}
      >
        Filters
      </FilterPanelTrigger>
      {activeItems.map((item) => (
        <Chip
          key={item.id}
          size="small"
          label={describe(item, columnLookup[item.field]?.headerName ?? item.field)}
          onDelete={() => apiRef.current.deleteFilterItem(item)}
        />
      ))}
    </Toolbar>
  );
}

const columns: GridColDef<Flight>[] = [
  { field: 'flightNumber', headerName: 'Flight', width: 100 },
  { field: 'airline', headerName: 'Airline', width: 150 },
  { field: 'from', headerName: 'From', width: 80 },
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

export default function FlightFilterChipsGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={flights}
        columns={columns}
        slots={{ toolbar: FilterChipsToolbar }}
        showToolbar
        hideFooter
        initialState={{
          filter: {
            filterModel: {
              items: [
                { id: 1, field: 'from', operator: 'equals', value: 'LIS' },
                { id: 2, field: 'seatsLeft', operator: '>', value: 10 },
              ],
            },
          },
        }}
      />
    </Box>
  );
}
