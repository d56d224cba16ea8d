import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import {
  DataGridPro,
  GridColDef,
  gridColumnFieldsSelector,
  useGridApiRef,
} from '@mui/x-data-grid-pro';
import { employees, type Employee } from '@docs/demo-data';

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 160 },
  { field: 'email', headerName: 'Email', width: 220 },
  { field: 'role', headerName: 'Role', width: 190 },
  { field: 'department', headerName: 'Department', width: 120 },
  { field: 'office', headerName: 'Office', width: 100 },
  { field: 'remote', headerName: 'Remote', type: 'boolean', width: 90 },
];

// The grid opens in this order, whatever the order of `columns`.
const INITIAL_ORDER = ['name', 'department', 'role', 'office', 'remote', 'email'];

export default function TeamDirectoryOrderGrid() {
  const apiRef = useGridApiRef();
  const [field, setField] = React.useState('office');
  const [order, setOrder] = React.useState(INITIAL_ORDER);

  const move = (step: number) => {
    const api = apiRef.current;
    if (!api) {
      return;
    }
    const index = api.getColumnIndex(field);
    const target = Math.min(Math.max(index + step, 0), api.getVisibleColumns().length - 1);
    api.setColumnIndex(field, target);
    setOrder(gridColumnFieldsSelector(apiRef));
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <TextField
          select
          size="small"
          label="Column"
          value={field}
          onChange={(event) => setField(event.target.value)}
          slotProps={{ select: { native: true } }}
          sx={{ minWidth: 140 }}
        >
          {columns.map((column) => (
            <option key={column.field} value={column.field}>
              {column.headerName}
            </option>
          ))}
        </TextField>
        <Button size="small" variant="outlined" onClick={() => move(-1)}>
          Move earlier
        </Button>
        <Button size="small" variant="outlined" onClick={() => move(1)}>
          Move later
        </Button>
      </Box>
      <Box
        component="pre"
        sx={{
          m: 0,
          mb: 1,
          p: 1,
          minHeight: 40,
          fontSize: 13,
          borderRadius: 1,
          bgcolor: 'action.hover',
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-word',
        }}
      >
        columns: {order.join(', ')}
      </Box>
      <Box sx={{ height: 380 }}>
        <DataGridPro
          apiRef={apiRef}
          rows={employees}
          columns={columns}
          initialState={{ columns: { orderedFields: INITIAL_ORDER } }}
          onColumnOrderChange={() => setOrder(gridColumnFieldsSelector(apiRef))}
          hideFooter
        />
      </Box>
    </Box>
  );
}
