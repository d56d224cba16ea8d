import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DataGrid, GridColDef, useGridApiRef } from '@mui/x-data-grid';
import { employees, type Employee } from '@docs/demo-data';

const since = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 110 },
  {
    field: 'profile',
    headerName: 'Profile',
    width: 160,
    // Autosizing may widen this column up to 320 px; longer text keeps wrapping.
    maxWidth: 320,
    valueGetter: (_value, row) =>
      `${row.role} in ${row.department}, ${row.remote ? 'remote' : `at the ${row.office} office`} since ${since.format(row.startDate)}`,
  },
  { field: 'email', headerName: 'Email', width: 140 },
];

export default function AutosizeRowHeightGrid() {
  const apiRef = useGridApiRef();

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Button
          variant="outlined"
          size="small"
          onClick={() => apiRef.current?.autosizeColumns({ includeHeaders: true })}
        >
          Autosize columns
        </Button>
        <Button
          size="small"
          onClick={() =>
            apiRef.current?.updateColumns(
              columns.map((column) => ({ field: column.field, width: column.width })),
            )
          }
        >
          Back to the first widths
        </Button>
      </Box>
      <Box sx={{ height: 400 }}>
        <DataGrid
          apiRef={apiRef}
          rows={employees}
          columns={columns}
          // Rows grow to fit their wrapped text.
          getRowHeight={() => 'auto'}
          sx={{ '& .MuiDataGrid-cell': { py: 1, whiteSpace: 'normal', lineHeight: 1.5 } }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
