import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  GridFilterModel,
  getGridBooleanOperators,
  getGridSingleSelectOperators,
  getGridStringOperators,
} from '@mui/x-data-grid';
import { employees, type Employee } from '@docs/demo-data';
import { createRecordsServer } from './fakeRecordsServer';

const server = createRecordsServer(employees);

// Offer only the operators the server implements.
const textOperators = getGridStringOperators().filter((operator) =>
  ['contains', 'equals', 'startsWith'].includes(operator.value),
);
const choiceOperators = getGridSingleSelectOperators().filter((operator) =>
  ['is', 'not'].includes(operator.value),
);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 170, filterOperators: textOperators },
  { field: 'role', headerName: 'Role', width: 190, filterOperators: textOperators },
  {
    field: 'department',
    headerName: 'Department',
    type: 'singleSelect',
    valueOptions: ['Engineering', 'Design', 'Sales', 'Support', 'Finance', 'People'],
    width: 130,
    filterOperators: choiceOperators,
  },
  { field: 'office', headerName: 'Office', width: 120, filterOperators: textOperators },
  {
    field: 'remote',
    headerName: 'Remote',
    type: 'boolean',
    width: 90,
    filterOperators: getGridBooleanOperators(),
  },
];

export default function EmployeeDirectoryServerFilterGrid() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [{ field: 'office', operator: 'equals', value: 'Berlin' }],
  });
  // The last answer, and the model it answers: until they match, the grid is loading.
  const [answer, setAnswer] = React.useState<{ model: GridFilterModel; rows: Employee[] }>();
  const rows = answer?.rows ?? [];
  const loading = answer?.model !== filterModel;

  React.useEffect(() => {
    // A newer model cancels the request of the older one, so answers never arrive out of order.
    const controller = new AbortController();
    server
      .query({ filterModel }, { signal: controller.signal })
      .then((page) => setAnswer({ model: filterModel, rows: page.rows }))
      .catch(() => {});
    return () => controller.abort();
  }, [filterModel]);

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" role="status" sx={{ mb: 1 }}>
        {loading ? 'Waiting for the server…' : `The server sent ${rows.length} people`}
      </Typography>
      <Box
        component="pre"
        sx={{
          m: 0,
          mb: 1,
          p: 1,
          minHeight: 60,
          fontSize: 13,
          borderRadius: 1,
          bgcolor: 'action.hover',
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-word',
        }}
      >
        GET /employees?filter={JSON.stringify(filterModel)}
      </Box>
      <Box sx={{ height: 380 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          filterMode="server"
          filterModel={filterModel}
          onFilterModelChange={(model) => setFilterModel(model)}
          loading={loading}
          showToolbar
          hideFooter
        />
      </Box>
    </Box>
  );
}
