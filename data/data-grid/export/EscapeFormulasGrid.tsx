import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, GridColDef, useGridApiRef } from '@mui/x-data-grid';
import { orders } from '@docs/demo-data';

// Notes typed by customers at checkout: some start with "+", "-" or "=", which a spreadsheet
// would read as a formula.
const NOTES = ['+1 555 0100 (call on arrival)', '-10% code applied', '=leave at the door', 'Gift wrap, please'];
const rows = orders.slice(0, 12).map((order) => ({ ...order, note: NOTES[order.id % NOTES.length] }));
type Row = (typeof rows)[number];

const columns: GridColDef<Row>[] = [
  { field: 'number', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', width: 190 },
  { field: 'note', headerName: 'Delivery note', flex: 1, minWidth: 220 },
];

export default function EscapeFormulasGrid() {
  const apiRef = useGridApiRef();
  const [escapeFormulas, setEscapeFormulas] = React.useState(true);
  const [csv, setCsv] = React.useState('Press "Preview CSV" to see how the notes are written.');

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <FormControlLabel
          control={
            <Switch checked={escapeFormulas} onChange={(event) => setEscapeFormulas(event.target.checked)} />
          }
          label="escapeFormulas"
        />
        <Button
          size="small"
          variant="outlined"
          onClick={() => setCsv(apiRef.current?.getDataAsCsv({ escapeFormulas }) ?? '')}
        >
          Preview CSV
        </Button>
      </Stack>
      <Box sx={{ height: 300 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} density="compact" hideFooter />
      </Box>
      <Box
        component="pre"
        tabIndex={0}
        role="region"
        aria-label="CSV preview"
        sx={{ height: 140, overflow: 'auto', mt: 1, mb: 0, p: 1, fontSize: 12, bgcolor: 'action.hover', borderRadius: 1 }}
      >
        {csv}
      </Box>
    </Box>
  );
}
