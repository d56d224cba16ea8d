import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {
  DataGrid,
  GridCellModes,
  GridCellModesModel,
  GridColDef,
} from '@mui/x-data-grid';
import { employees, type Employee } from '@docs/demo-data';

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 170 },
  { field: 'role', headerName: 'Role', width: 210, editable: true },
  { field: 'office', headerName: 'Office', width: 120, editable: true },
  {
    field: 'salary',
    headerName: 'Salary ($)',
    type: 'number',
    width: 110,
    editable: true,
  },
];

const opensAnEditor = (model: GridCellModesModel) =>
  Object.values(model).some((fields) =>
    Object.values(fields).some((cell) => cell.mode === GridCellModes.Edit),
  );

export default function PayrollLockCellModesGrid() {
  const [cellModesModel, setCellModesModel] = React.useState<GridCellModesModel>({});
  const [payrollClosed, setPayrollClosed] = React.useState(false);

  // The grid asks for a new model; while the payroll is closed, requests to edit are refused.
  const handleCellModesModelChange = (model: GridCellModesModel) => {
    if (payrollClosed && opensAnEditor(model)) {
      return;
    }
    setCellModesModel(model);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={payrollClosed}
            onChange={(event) => setPayrollClosed(event.target.checked)}
          />
        }
        label="Payroll closed"
      />
      <Box sx={{ height: 340 }}>
        <DataGrid
          rows={employees}
          columns={columns}
          cellModesModel={cellModesModel}
          onCellModesModelChange={handleCellModesModelChange}
          initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
          pageSizeOptions={[10, 25]}
        />
      </Box>
      <Box
        component="pre"
        sx={{ m: 0, mt: 1, fontSize: 13, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
      >
        cellModesModel: {JSON.stringify(cellModesModel)}
      </Box>
    </Box>
  );
}
