import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridFilterModel, GridLogicOperator } from '@mui/x-data-grid';
import { employees, type Employee } from '@docs/demo-data';

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'role', headerName: 'Role', flex: 1, minWidth: 180 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'office', headerName: 'Office', width: 110 },
];

// "Head of Design, Lisbon" searches for two phrases, not four words.
const parseCommaList = (input: string) =>
  input
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value !== '');

const formatCommaList = (values: string[]) => values.join(', ');

export default function CommaSearchQuickFilterGrid() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [],
    quickFilterValues: ['Sales', 'Support'],
    quickFilterLogicOperator: GridLogicOperator.Or,
  });
  const anyValue = filterModel.quickFilterLogicOperator === GridLogicOperator.Or;

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={anyValue}
            onChange={(event) =>
              setFilterModel((model) => ({
                ...model,
                quickFilterLogicOperator: event.target.checked
                  ? GridLogicOperator.Or
                  : GridLogicOperator.And,
              }))
            }
          />
        }
        label="Match any value (Or)"
      />
      <Typography variant="body2" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
        quickFilterValues: {JSON.stringify(filterModel.quickFilterValues ?? [])}
      </Typography>
      <Box sx={{ height: 360 }}>
        <DataGrid
          rows={employees}
          columns={columns}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          showToolbar
          slotProps={{
            toolbar: {
              quickFilterProps: {
                quickFilterParser: parseCommaList,
                quickFilterFormatter: formatCommaList,
                debounceMs: 300,
              },
            },
          }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
