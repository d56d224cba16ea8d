import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';

interface AuditEntry {
  id: number;
  at: string;
  user: string;
  action: 'Sign-in' | 'Role change' | 'Export' | 'Delete';
  target: string;
}

const entries: AuditEntry[] = [
  { id: 1, at: '09:02', user: 'j.ortiz', action: 'Sign-in', target: 'Admin console' },
  { id: 2, at: '09:14', user: 'j.ortiz', action: 'Role change', target: 'm.khan → Editor' },
  { id: 3, at: '09:31', user: 'a.nakamura', action: 'Export', target: 'Customers.csv' },
  { id: 4, at: '10:05', user: 'm.khan', action: 'Sign-in', target: 'Admin console' },
  { id: 5, at: '10:22', user: 'm.khan', action: 'Delete', target: 'Draft invoice 8812' },
  { id: 6, at: '11:40', user: 'a.nakamura', action: 'Export', target: 'Payroll-May.xlsx' },
  { id: 7, at: '12:03', user: 'r.silva', action: 'Sign-in', target: 'Admin console' },
];

const columns: GridColDef<AuditEntry>[] = [
  { field: 'at', headerName: 'Time', width: 80 },
  { field: 'action', headerName: 'Action', width: 120 },
  { field: 'user', headerName: 'User', width: 120 },
  { field: 'target', headerName: 'Target', width: 200 },
];

export default function AuditLogGroupingSwitchGrid() {
  const [disabled, setDisabled] = React.useState(false);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={disabled} onChange={(event) => setDisabled(event.target.checked)} />}
        label="disableRowGrouping"
      />
      <Box sx={{ height: 380 }}>
        <DataGridPremium
          rows={entries}
          columns={columns}
          initialState={{ rowGrouping: { model: ['action'] } }}
          disableRowGrouping={disabled}
          defaultGroupingExpansionDepth={-1}
          hideFooter
        />
      </Box>
    </Box>
  );
}
