import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { employees, type Employee } from '@docs/demo-data';

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Employee', width: 160 },
  { field: 'department', headerName: 'Department', width: 120 },
  { field: 'office', headerName: 'Office', width: 100 },
  {
    field: 'startDate',
    headerName: 'First working day',
    type: 'date',
    width: 110,
    valueFormatter: (value: Date) => dateFormat.format(value),
  },
  {
    field: 'salary',
    headerName: 'Yearly salary (USD)',
    type: 'number',
    width: 110,
  },
];

const HEIGHTS = [40, 56, 80];

export default function HeaderHeightGrid() {
  const [columnHeaderHeight, setColumnHeaderHeight] = React.useState(80);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 1 }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={columnHeaderHeight}
          onChange={(_event, value: number | null) => {
            if (value !== null) {
              setColumnHeaderHeight(value);
            }
          }}
          aria-label="Header height"
        >
          {HEIGHTS.map((height) => (
            <ToggleButton key={height} value={height}>
              {height} px
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Typography component="code" variant="body2" sx={{ fontFamily: 'monospace' }}>
          columnHeaderHeight = {columnHeaderHeight}
        </Typography>
      </Box>
      <Box sx={{ height: 360 }}>
        <DataGrid
          rows={employees}
          columns={columns}
          columnHeaderHeight={columnHeaderHeight}
          hideFooter
          sx={{
            // Let long labels wrap onto a second line when the header has room for it.
            '& .MuiDataGrid-columnHeaderTitle': {
              whiteSpace: 'normal',
              lineHeight: 1.2,
            },
          }}
        />
      </Box>
    </Box>
  );
}
