import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  FilterColumnsArgs,
  GetColumnForNewFilterArgs,
  GridColDef,
  GridFilterModel,
} from '@mui/x-data-grid-pro';
import { flights, type Flight } from '@docs/demo-data';

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
  { field: 'seatsLeft', headerName: 'Seats left', type: 'number', width: 110 },
];

/** The columns a filter form may pick: its own, and any column no other filter uses. */
const filterColumns = ({ field, columns: allColumns, currentFilters }: FilterColumnsArgs) => {
  const taken = new Set(currentFilters.map((item) => item.field));
  return allColumns
    .filter((column) => column.filterable && (column.field === field || !taken.has(column.field)))
    .map((column) => column.field);
};

/** "Add filter" starts on the first free column, and adds nothing once every column is used. */
const getColumnForNewFilter = ({ currentFilters, columns: allColumns }: GetColumnForNewFilterArgs) => {
  const taken = new Set(currentFilters.map((item) => item.field));
  return allColumns.find((column) => column.filterable && !taken.has(column.field))?.field ?? null;
};

export default function FlightOneFilterPerColumnGrid() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [{ id: 1, field: 'airline', operator: 'equals', value: 'Sunline' }],
  });

  const usedFields = filterModel.items.map((item) => item.field);

  return (
    <Box sx={{ width: '100%' }}>
      <Box
        component="pre"
        sx={{
          m: 0,
          mb: 1,
          p: 1,
          fontSize: 13,
          borderRadius: 1,
          bgcolor: 'action.hover',
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-word',
        }}
      >
        columns with a filter: {usedFields.join(', ') || 'none'}
      </Box>
      <Box sx={{ height: 400 }}>
        <DataGridPro
          rows={flights}
          columns={columns}
          showToolbar
          filterModel={filterModel}
          onFilterModelChange={(model) => setFilterModel(model)}
          slotProps={{
            filterPanel: {
              filterFormProps: { filterColumns },
              getColumnForNewFilter,
            },
          }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
