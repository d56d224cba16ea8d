import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { employees, type Employee } from '@docs/demo-data';

const initials = (name: string) =>
  name
    .split(' ')
    .map((part) => part[0])
    .join('')
    .slice(0, 2);

const columns: GridColDef<Employee>[] = [
  {
    field: 'name',
    headerName: 'Name',
    flex: 1,
    minWidth: 200,
    renderCell: (params) => (
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, height: '100%' }}>
        <Avatar
          sx={{
            width: 28,
            height: 28,
            fontSize: 12,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
          }}
          aria-hidden
        >
          {initials(params.value)}
        </Avatar>
        {params.value}
      </Stack>
    ),
  },
  { field: 'role', headerName: 'Role', width: 200 },
  { field: 'office', headerName: 'Office', width: 110 },
];

const HEIGHTS = [36, 52, 72];

export default function TeamDirectoryRowHeightGrid() {
  const [rowHeight, setRowHeight] = React.useState(36);
  const labelId = React.useId();

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography variant="body2" component="span" id={labelId}>
          rowHeight
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={rowHeight}
          onChange={(_event, value: number | null) => {
            if (value !== null) setRowHeight(value);
          }}
          aria-labelledby={labelId}
        >
          {HEIGHTS.map((height) => (
            <ToggleButton key={height} value={height} sx={{ px: 1.5 }}>
              {height}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      <Box sx={{ height: 380 }}>
        <DataGrid
          rows={employees}
          columns={columns}
          rowHeight={rowHeight}
          hideFooter
        />
      </Box>
    </Box>
  );
}
