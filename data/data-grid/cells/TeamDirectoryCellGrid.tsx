import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridRenderCellParams } from '@mui/x-data-grid';
import { employees, type Employee } from '@docs/demo-data';

const initials = (name: string) =>
  name
    .split(' ')
    .map((part) => part[0])
    .join('')
    .slice(0, 2);

// A renderer draws the cell from the whole row: two lines and an avatar.
function PersonCell(props: GridRenderCellParams<Employee, string>) {
  const { row, value } = props;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
      <Avatar
        sx={{
          width: 32,
          height: 32,
          fontSize: '0.8rem',
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        }}
      >
        {initials(value ?? '')}
      </Avatar>
      <Box sx={{ minWidth: 0, lineHeight: 1.3 }}>
        <Typography variant="body2" noWrap>
          {value}
        </Typography>
        <Typography variant="caption" color="text.secondary" noWrap component="div">
          {row.email}
        </Typography>
      </Box>
    </Box>
  );
}

const columns: GridColDef<Employee>[] = [
  {
    field: 'name',
    headerName: 'Person',
    flex: 1,
    minWidth: 240,
    display: 'flex',
    renderCell: (params: GridRenderCellParams<Employee, string>) => (
      <PersonCell {...params} />
    ),
  },
  { field: 'role', headerName: 'Role', width: 190 },
  {
    field: 'remote',
    type: 'boolean',
    headerName: 'Works from',
    width: 130,
    display: 'flex',
    // The value stays a boolean for sorting and filtering; only the drawing changes.
    renderCell: (params: GridRenderCellParams<Employee, boolean>) => (
      <Chip
        size="small"
        variant="outlined"
        label={params.value ? 'Remote' : params.row.office}
      />
    ),
  },
];

export default function TeamDirectoryCellGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={employees} columns={columns} rowHeight={60} hideFooter />
    </Box>
  );
}
