import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GridColDef,
  GridListViewColDef,
  GridRenderCellParams,
} from '@mui/x-data-grid-pro';
import { employees, type Employee } from '@docs/demo-data';

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'role', headerName: 'Role', flex: 1, minWidth: 160 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'office', headerName: 'Office', width: 120 },
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 220 },
];

function initials(name: string) {
  return name
    .split(' ')
    .map((part) => part[0])
    .slice(0, 2)
    .join('');
}

function EmployeeCard({ row }: GridRenderCellParams<Employee>) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', height: '100%', minWidth: 0 }}>
      <Avatar
        sx={{
          width: 36,
          height: 36,
          fontSize: 14,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        }}
      >{initials(row.name)}</Avatar>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
          {row.name}
        </Typography>
        <Typography variant="caption" noWrap component="p" color="text.secondary">
          {row.role} · {row.office}
        </Typography>
      </Box>
      <Chip label={row.department} size="small" variant="outlined" />
    </Stack>
  );
}

const listViewColumn: GridListViewColDef<Employee> = {
  field: 'listCard',
  renderCell: (params) => <EmployeeCard {...params} />,
};

export default function StaffDirectoryListGrid() {
  const [listView, setListView] = React.useState(true);

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={listView ? 'list' : 'grid'}
          onChange={(_event, next: string | null) => {
            if (next) {
              setListView(next === 'list');
            }
          }}
          aria-label="Layout"
        >
          <ToggleButton value="grid">Table</ToggleButton>
          <ToggleButton value="list">List</ToggleButton>
        </ToggleButtonGroup>
        <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
          listView={String(listView)}
        </Typography>
      </Stack>
      <Box sx={{ height: 420 }}>
        <DataGridPro
          rows={employees}
          columns={columns}
          listView={listView}
          listViewColumn={listViewColumn}
          rowHeight={listView ? 64 : 52}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
