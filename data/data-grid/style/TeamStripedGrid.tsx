import * as React from 'react';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import {
  DataGrid,
  GridColDef,
  GridRowClassNameParams,
} from '@mui/x-data-grid';
import { employees, type Employee } from '@docs/demo-data';

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'role', headerName: 'Role', flex: 1, minWidth: 160 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'office', headerName: 'Office', width: 110 },
];

// Parity of the row's position on the current page, after sorting and filtering.
const getRowClassName = (params: GridRowClassNameParams<Employee>) =>
  params.indexRelativeToCurrentPage % 2 === 0 ? 'row--even' : 'row--odd';

export default function TeamStripedGrid() {
  return (
    <Box
      sx={(theme) => ({
        height: 400,
        width: '100%',
        // A light tint reads on both light and dark backgrounds. The grid's hover
        // and selection rules are more specific than this one, so hovered and
        // selected rows keep their usual colours.
        '& .row--odd': { bgcolor: alpha(theme.palette.primary.main, 0.07) },
      })}
    >
      <DataGrid
        rows={employees}
        columns={columns}
        getRowClassName={getRowClassName}
        checkboxSelection
        initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
        pageSizeOptions={[25, 50]}
      />
    </Box>
  );
}
