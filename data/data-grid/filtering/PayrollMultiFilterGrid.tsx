import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  GridColDef,
  GridFilterModel,
  GridLogicOperator,
} from '@mui/x-data-grid-pro';
import { employees, type Employee } from '@docs/demo-data';

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  {
    field: 'department',
    headerName: 'Department',
    type: 'singleSelect',
    valueOptions: ['Engineering', 'Design', 'Sales', 'Support', 'Finance', 'People'],
    width: 150,
  },
  { field: 'office', headerName: 'Office', width: 110 },
  { field: 'salary', headerName: 'Salary ($)', type: 'number', width: 140 },
  { field: 'remote', headerName: 'Remote', type: 'boolean', width: 90 },
];

export default function PayrollMultiFilterGrid() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [
      { id: 1, field: 'department', operator: 'isAnyOf', value: ['Engineering', 'Design'] },
      { id: 2, field: 'salary', operator: '>=', value: 100000 },
    ],
    logicOperator: GridLogicOperator.And,
  });

  return (
    <Box sx={{ width: '100%' }}>
      <Box
        component="pre"
        sx={{ m: 0, mb: 1, fontSize: 13, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
      >
        logicOperator: {filterModel.logicOperator ?? 'and'}
        {filterModel.items.map((item) => (
          <React.Fragment key={item.id}>
            {'\n'}
            {item.field} {item.operator} {JSON.stringify(item.value ?? null)}
          </React.Fragment>
        ))}
      </Box>
      <Box sx={{ height: 400 }}>
        <DataGridPro
          rows={employees}
          columns={columns}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          showToolbar
          hideFooter
        />
      </Box>
    </Box>
  );
}
