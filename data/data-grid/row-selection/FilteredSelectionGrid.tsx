import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridRowSelectionModel } from '@mui/x-data-grid';
import { employees, type Employee } from '@docs/demo-data';

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  {
    field: 'department',
    headerName: 'Department',
    type: 'singleSelect',
    valueOptions: ['Engineering', 'Design', 'Sales', 'Support', 'Finance', 'People'],
    width: 140,
  },
  { field: 'office', headerName: 'Office', width: 120 },
  { field: 'remote', headerName: 'Remote', type: 'boolean', width: 90 },
];

export default function FilteredSelectionGrid() {
  const [keepHidden, setKeepHidden] = React.useState(false);
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set(),
  });
  const names = employees
    .filter((employee) => selection.ids.has(employee.id))
    .map((employee) => employee.name.split(' ')[0]);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch checked={keepHidden} onChange={(event) => setKeepHidden(event.target.checked)} />
        }
        label="Keep rows hidden by the filter selected"
      />
      <Typography variant="body2" sx={{ mb: 1 }} aria-live="polite">
        Invited to the offsite ({selection.type}): {names.length > 0 ? names.join(', ') : 'nobody'}
      </Typography>
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={employees}
          columns={columns}
          checkboxSelection
          showToolbar
          keepNonExistentRowsSelected={keepHidden}
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
          pageSizeOptions={[25]}
        />
      </Box>
    </Box>
  );
}
