import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { employees, type Employee } from '@docs/demo-data';

const money = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 170 },
  { field: 'role', headerName: 'Role', width: 210 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 120,
    editable: true,
    valueFormatter: (value: number) => money.format(value),
  },
];

type PendingChange = {
  newRow: Employee;
  oldRow: Employee;
  resolve: (row: Employee) => void;
};

export default function SalaryConfirmGrid() {
  const [pendingChange, setPendingChange] = React.useState<PendingChange | null>(null);
  const [outcome, setOutcome] = React.useState('Double-click a salary, change it and press Enter.');

  // Hold the update until the reader answers the dialog.
  const processRowUpdate = (newRow: Employee, oldRow: Employee) =>
    new Promise<Employee>((resolve) => {
      if (newRow.salary === oldRow.salary) {
        resolve(oldRow);
        return;
      }
      setPendingChange({ newRow, oldRow, resolve });
    });

  const handleKeep = () => {
    if (pendingChange) {
      const { oldRow, resolve } = pendingChange;
      resolve(oldRow); // the grid leaves edit mode and shows the old salary again
      setOutcome(`${oldRow.name}: salary left at ${money.format(oldRow.salary)}`);
      setPendingChange(null);
    }
  };

  const handleConfirm = () => {
    if (pendingChange) {
      const { newRow, resolve } = pendingChange;
      resolve(newRow);
      setOutcome(`${newRow.name}: salary changed to ${money.format(newRow.salary)}`);
      setPendingChange(null);
    }
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ mb: 1 }} aria-live="polite">
        {outcome}
      </Typography>
      <Box sx={{ height: 340 }}>
        <DataGrid
          rows={employees}
          columns={columns}
          processRowUpdate={processRowUpdate}
          initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
          pageSizeOptions={[10, 25]}
        />
      </Box>
      <Dialog open={pendingChange !== null} onClose={handleKeep} maxWidth="xs">
        <DialogTitle>Change this salary?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {pendingChange &&
              `${pendingChange.newRow.name}: from ${money.format(pendingChange.oldRow.salary)} to ${money.format(pendingChange.newRow.salary)} a year.`}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={handleKeep}>Keep the old salary</Button>
          <Button onClick={handleConfirm} variant="contained">
            Change it
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
