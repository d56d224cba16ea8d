import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import AddIcon from '@mui/icons-material/Add';
import {
  DataGridPro,
  FilterPanelTrigger,
  GridColDef,
  GridFilterItem,
  GridFilterModel,
  Toolbar,
  gridColumnLookupSelector,
  gridFilterActiveItemsSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid-pro';
import { employees, type Employee } from '@docs/demo-data';

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  {
    field: 'department',
    headerName: 'Department',
    type: 'singleSelect',
    valueOptions: ['Engineering', 'Design', 'Sales', 'Support', 'Finance', 'People'],
    width: 130,
  },
  { field: 'office', headerName: 'Office', width: 110 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => usd.format(value),
  },
  { field: 'remote', headerName: 'Remote', type: 'boolean', width: 90 },
];

/** `salary > 90000` → "Salary > $90,000" */
function describe(
  item: GridFilterItem,
  headerName: string,
  format?: (value: unknown) => string,
) {
  const value = Array.isArray(item.value) ? item.value.join(', ') : item.value;
  const shown =
    value === undefined || value === '' ? '' : ` ${format ? format(value) : value}`;
  return `${headerName} ${item.operator}${shown}`;
}

function FilterBarToolbar() {
  const apiRef = useGridApiContext();
  const activeItems = useGridSelector(apiRef, gridFilterActiveItemsSelector);
  const columnLookup = useGridSelector(apiRef, gridColumnLookupSelector);

  return (
    // The toolbar keeps one row's height unless told to grow: `flex: 'none'` lets the
    // chips wrap onto a second line on narrow screens.
    <Toolbar
      style={{ justifyContent: 'flex-start', flexWrap: 'wrap', gap: 6, flex: 'none' }}
    >
      {activeItems.map((item) => {
        const column = columnLookup[item.field];
        const format =
          item.field === 'salary'
            ? (value: unknown) => usd.format(Number(value))
            : undefined;
        return (
          <Chip
            key={item.id}
            size="small"
            label={describe(item, column?.headerName ?? item.field, format)}
            onClick={() => apiRef.current.showFilterPanel(item.field)}
            onDelete={() => apiRef.current.deleteFilterItem(item)}
          />
        );
      })}
      <FilterPanelTrigger render={<Button size="small" startIcon={<AddIcon />} />}>
        Add filter
      </FilterPanelTrigger>
    </Toolbar>
  );
}

export default function PayrollFilterBarGrid() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [
      { id: 1, field: 'department', operator: 'is', value: 'Engineering' },
      { id: 2, field: 'salary', operator: '>', value: 90000 },
    ],
  });

  return (
    <Box sx={{ width: '100%' }}>
      <Box
        component="output"
        sx={{
          display: 'block',
          mb: 1,
          p: 1,
          fontFamily: 'monospace',
          fontSize: 13,
          borderRadius: 1,
          bgcolor: 'action.hover',
          wordBreak: 'break-word',
        }}
      >
        filterModel.items ={' '}
        {JSON.stringify(
          filterModel.items.map(({ field, operator, value }) => ({
            field,
            operator,
            value,
          })),
        )}
      </Box>
      <Box sx={{ height: 420 }}>
        <DataGridPro
          rows={employees}
          columns={columns}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          slots={{ toolbar: FilterBarToolbar }}
          showToolbar
          hideFooter
        />
      </Box>
    </Box>
  );
}
