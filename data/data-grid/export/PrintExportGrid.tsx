import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, ExportPrint, GridColDef, Toolbar } from '@mui/x-data-grid';
import { employees, type Employee } from '@docs/demo-data';

// A phone-list layout: landscape pages, small type, no grid chrome.
const pageStyle = `
  @page { size: A4 landscape; margin: 12mm; }
  body { font-size: 11px; }
  .MuiDataGrid-columnHeaders { background: #eee; }
`;

function PrintToolbar() {
  return (
    <Toolbar>
      <ExportPrint
        size="small"
        options={{
          fileName: 'Office list',
          fields: ['name', 'role', 'office'],
          hideFooter: true,
          hideToolbar: true,
          pageStyle,
        }}
      >
        Print office list
      </ExportPrint>
    </Toolbar>
  );
}

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'role', headerName: 'Role', flex: 1, minWidth: 180 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'office', headerName: 'Office', width: 120 },
  { field: 'salary', headerName: 'Salary ($)', type: 'number', width: 120 },
];

export default function PrintExportGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={employees}
        columns={columns}
        slots={{ toolbar: PrintToolbar }}
        showToolbar
        initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
        pageSizeOptions={[10, 25]}
      />
    </Box>
  );
}
