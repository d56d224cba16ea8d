import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  GridColDef,
} from '@mui/x-data-grid-premium';
import { employees, type Employee } from '@docs/demo-data';

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 160 },
  {
    field: 'department',
    headerName: 'Department',
    type: 'singleSelect',
    valueOptions: ['Engineering', 'Design', 'Sales', 'Support', 'Finance', 'People'],
    width: 130,
    editable: true,
  },
  { field: 'office', headerName: 'Office', width: 120, editable: true },
  { field: 'remote', headerName: 'Remote', type: 'boolean', width: 90, editable: true },
];

export default function BulkPasteGrid() {
  const [savedRows, setSavedRows] = React.useState<readonly Employee[]>(employees);
  const [pending, setPending] = React.useState<Record<number, Employee>>({});
  const [log, setLog] = React.useState<string[]>([]);

  const rows = React.useMemo(
    () => savedRows.map((row) => pending[row.id] ?? row),
    [savedRows, pending],
  );

  // Called once per changed row, for an edit as for a paste.
  const processRowUpdate = (newRow: Employee) => {
    setPending((changed) => ({ ...changed, [newRow.id]: newRow }));
    return newRow;
  };

  const save = () => {
    const names = Object.values(pending).map((row) => row.name.split(' ')[0]);
    setLog((lines) => [`Sent ${names.length} row(s): ${names.join(', ')}`, ...lines].slice(0, 5));
    setSavedRows(rows);
    setPending({});
  };

  const discard = () => {
    setPending({});
  };

  const count = Object.keys(pending).length;

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Button size="small" variant="contained" disabled={count === 0} onClick={save}>
          Save {count} row(s)
        </Button>
        <Button size="small" variant="outlined" disabled={count === 0} onClick={discard}>
          Discard
        </Button>
      </Box>
      <Box sx={{ height: 320 }}>
        <DataGridPremium
          density="compact"
          rows={rows}
          columns={columns}
          cellSelection
          disableRowSelectionOnClick
          processRowUpdate={processRowUpdate}
          getRowClassName={(params) => (pending[Number(params.id)] ? 'unsaved' : '')}
          hideFooter
          sx={{
            '& .unsaved': { bgcolor: 'warning.light', color: 'warning.contrastText' },
            '& .unsaved:hover': { bgcolor: 'warning.main' },
          }}
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Server log (newest first):
      </Typography>
      <Box
        component="pre"
        tabIndex={0}
        role="region"
        aria-label="Bulk paste save log"
        sx={{ height: 90, overflow: 'auto', m: 0, p: 1, fontSize: 12, bgcolor: 'action.hover', borderRadius: 1 }}
      >
        {log.length > 0
          ? log.join('\n')
          : 'Copy one office, drag over several Office cells and paste; then save or discard.'}
      </Box>
    </Box>
  );
}
