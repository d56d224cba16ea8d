import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { DataGrid, GridColDef, GridRenderCellParams } from '@mui/x-data-grid';
import { employees, type Employee } from '@docs/demo-data';

function EmailCell({ value, tabIndex }: GridRenderCellParams<Employee, string>) {
  // `tabIndex` is 0 only for the focused cell, so Tab leaves the grid instead of
  // walking through every link of every row.
  return (
    <Link href={`mailto:${value}`} tabIndex={tabIndex}>
      {value}
    </Link>
  );
}

export default function AccessibleCellGrid() {
  const [starred, setStarred] = React.useState<number[]>([]);

  const columns: GridColDef<Employee>[] = [
    {
      field: 'starred',
      headerName: 'Starred',
      width: 90,
      sortable: false,
      filterable: false,
      valueGetter: (_value, row) => starred.includes(row.id),
      renderCell: ({ row, value, tabIndex }) => (
        <IconButton
          size="small"
          tabIndex={tabIndex}
          aria-pressed={Boolean(value)}
          aria-label={`Star ${row.name}`}
          onClick={() =>
            setStarred((previous) =>
              previous.includes(row.id)
                ? previous.filter((id) => id !== row.id)
                : [...previous, row.id],
            )
          }
        >
          {value ? <StarIcon fontSize="small" /> : <StarBorderIcon fontSize="small" />}
        </IconButton>
      ),
    },
    { field: 'name', headerName: 'Name', width: 160 },
    {
      field: 'email',
      headerName: 'Email',
      flex: 1,
      minWidth: 240,
      renderCell: (params) => <EmailCell {...params} />,
    },
    { field: 'office', headerName: 'Office', width: 110 },
  ];

  const names = employees.filter((employee) => starred.includes(employee.id)).map((e) => e.name);

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Starred: {names.length > 0 ? names.join(', ') : 'nobody yet'}
      </Typography>
      <Box sx={{ height: 360 }}>
        <DataGrid rows={employees} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
