import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, ExportCsv, ExportPrint, GridColDef, Toolbar } from '@mui/x-data-grid';
import { employees, type Employee } from '@docs/demo-data';

function DirectoryToolbar() {
  return (
    <Toolbar>
      <Typography variant="subtitle2" component="p" sx={{ flex: 1, px: 0.5 }}>
        Staff directory
      </Typography>
      <ExportCsv size="small" options={{ fileName: 'staff-directory' }}>
        Download CSV
      </ExportCsv>
      <ExportPrint size="small" options={{ hideFooter: true, hideToolbar: true }}>
        Print
      </ExportPrint>
    </Toolbar>
  );
}

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 220 },
  { field: 'office', headerName: 'Office', width: 120 },
];

export default function CustomExportToolbarGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={employees}
        columns={columns}
        slots={{ toolbar: DirectoryToolbar }}
        showToolbar
        initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
        pageSizeOptions={[10, 25]}
      />
    </Box>
  );
}
