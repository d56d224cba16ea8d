import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, GridColDef, useGridApiRef } from '@mui/x-data-grid';
import { employees, type Employee } from '@docs/demo-data';

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'email', headerName: 'Email', width: 230 },
  { field: 'department', headerName: 'Department', width: 130 },
  // Salaries stay on screen for HR, but never leave the page in a file.
  { field: 'salary', headerName: 'Salary ($)', type: 'number', width: 120, disableExport: true },
];

export default function ExportedColumnsGrid() {
  const apiRef = useGridApiRef();
  const [allColumns, setAllColumns] = React.useState(false);
  const [csv, setCsv] = React.useState('Press "Preview CSV" to see what the file would hold.');

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <FormControlLabel
          control={<Switch checked={allColumns} onChange={(event) => setAllColumns(event.target.checked)} />}
          label="allColumns (include hidden columns)"
        />
        <Button
          size="small"
          variant="outlined"
          onClick={() => setCsv(apiRef.current?.getDataAsCsv({ allColumns }) ?? '')}
        >
          Preview CSV
        </Button>
      </Stack>
      <Box sx={{ height: 320 }}>
        <DataGrid
          apiRef={apiRef}
          density="compact"
          rows={employees}
          columns={columns}
          initialState={{
            columns: { columnVisibilityModel: { email: false } },
            pagination: { paginationModel: { pageSize: 10 } },
          }}
          pageSizeOptions={[10, 25]}
        />
      </Box>
      <Box
        component="pre"
        tabIndex={0}
        role="region"
        aria-label="CSV preview"
        sx={{ height: 140, overflow: 'auto', mt: 1, mb: 0, p: 1, fontSize: 12, bgcolor: 'action.hover', borderRadius: 1 }}
      >
        {csv}
      </Box>
    </Box>
  );
}
