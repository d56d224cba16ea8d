import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridColumnResizeParams } from '@mui/x-data-grid';
import { employees, type Employee } from '@docs/demo-data';

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 160 },
  { field: 'role', headerName: 'Role', width: 200 },
  { field: 'department', headerName: 'Department', width: 130 },
  // This one keeps its width whatever the grid allows.
  { field: 'office', headerName: 'Office (fixed)', width: 130, resizable: false },
  {
    field: 'salary',
    headerName: 'Salary (USD)',
    type: 'number',
    width: 130,
  },
];

export default function ResizingGrid() {
  const [disabled, setDisabled] = React.useState(false);
  const [changes, setChanges] = React.useState<string[]>([]);

  // Fired once per finished drag (and after autosizing), not on every pixel.
  const handleColumnWidthChange = (params: GridColumnResizeParams) => {
    const entry = `${params.colDef.headerName}: ${Math.round(params.width)} px`;
    setChanges((previous) => [entry, ...previous].slice(0, 3));
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 3, mb: 1 }}>
        <FormControlLabel
          control={
            <Switch checked={disabled} onChange={(event) => setDisabled(event.target.checked)} />
          }
          label="disableColumnResize"
        />
        <Typography variant="body2">
          Last width changes: {changes.length > 0 ? changes.join(' · ') : 'none yet'}
        </Typography>
      </Box>
      <Box sx={{ height: 360 }}>
        <DataGrid
          rows={employees}
          columns={columns}
          disableColumnResize={disabled}
          onColumnWidthChange={handleColumnWidthChange}
          hideFooter
        />
      </Box>
    </Box>
  );
}
