import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPro, GridColDef, GridSortModel } from '@mui/x-data-grid-pro';
import { employees, type Employee } from '@docs/demo-data';

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'office', headerName: 'Office', width: 110 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => `$${value.toLocaleString('en-US')}`,
  },
];

export default function TeamMultiSortGrid() {
  const [sortModel, setSortModel] = React.useState<GridSortModel>([
    { field: 'department', sort: 'asc' },
    { field: 'salary', sort: 'desc' },
  ]);
  const [always, setAlways] = React.useState(false);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={always} onChange={(event) => setAlways(event.target.checked)} />}
        label="Add columns without a modifier key"
      />
      <Box
        component="pre"
        sx={{ m: 0, mb: 1, fontSize: 13, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
      >
        sortModel: {JSON.stringify(sortModel)}
      </Box>
      <Box sx={{ height: 380 }}>
        <DataGridPro
          rows={employees}
          columns={columns}
          sortModel={sortModel}
          onSortModelChange={setSortModel}
          multipleColumnsSortingMode={always ? 'always' : 'withModifierKey'}
          hideFooter
        />
      </Box>
    </Box>
  );
}
