import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';
import { employees, type Employee } from '@docs/demo-data';

const rows = employees.slice(0, 12);

// Two lines as a spreadsheet would put them on the clipboard: cells split by tabs.
const SAMPLE = 'Staff Engineer\tLisbon\t128000\nProduct Designer\tBerlin\t96000';

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 170 },
  { field: 'role', headerName: 'Role', flex: 1, minWidth: 170, editable: true },
  { field: 'office', headerName: 'Office', width: 120, editable: true },
  { field: 'salary', headerName: 'Salary ($)', type: 'number', width: 120, editable: true },
];

export default function PasteGrid() {
  const [status, setStatus] = React.useState('');

  const copySample = async () => {
    try {
      await navigator.clipboard.writeText(SAMPLE);
      setStatus('Two rows copied. Click a Role cell and press Ctrl+V (⌘+V).');
    } catch {
      setStatus('The browser refused: select the two lines on the right and copy them yourself.');
    }
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 1, alignItems: { sm: 'center' } }}>
        <Button size="small" variant="outlined" onClick={copySample} sx={{ flexShrink: 0 }}>
          Copy sample rows
        </Button>
        <Box component="pre" sx={{ m: 0, fontSize: 12, overflowX: 'auto' }}>
          {SAMPLE.replaceAll('\t', ' → ')}
        </Box>
      </Stack>
      <Typography variant="body2" sx={{ mb: 1, minHeight: '1.5em' }} aria-live="polite">
        {status}
      </Typography>
      <Box sx={{ height: 380 }}>
        <DataGridPremium rows={rows} columns={columns} cellSelection disableRowSelectionOnClick hideFooter />
      </Box>
    </Box>
  );
}
