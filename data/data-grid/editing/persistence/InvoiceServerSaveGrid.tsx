import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridCellEditStopReasons,
  GridColDef,
  GridEventListener,
  GridRowId,
  useGridApiRef,
} from '@mui/x-data-grid';
import { invoices, type Invoice } from '@docs/demo-data';
import { saveInvoice } from './fakeInvoiceServer';

const columns: GridColDef<Invoice>[] = [
  { field: 'number', headerName: 'Invoice', width: 140 },
  { field: 'client', headerName: 'Client', width: 180, editable: true },
  {
    field: 'amount',
    headerName: 'Amount (€)',
    type: 'number',
    width: 120,
    editable: true,
  },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['Draft', 'Sent', 'Paid', 'Overdue'],
    width: 110,
    editable: true,
  },
];

type Refusal = { id: GridRowId; field: keyof Invoice; message: string };

export default function InvoiceServerSaveGrid() {
  const apiRef = useGridApiRef();
  const [saving, setSaving] = React.useState<string | null>(null);
  const [lastSaved, setLastSaved] = React.useState<string | null>(null);
  const [refusal, setRefusal] = React.useState<Refusal | null>(null);
  // The cell being saved, kept for the error handler, which only receives the error.
  const pending = React.useRef<Omit<Refusal, 'message'> | null>(null);

  const processRowUpdate = async (newRow: Invoice, oldRow: Invoice) => {
    const field = (Object.keys(newRow) as (keyof Invoice)[]).find(
      (key) => newRow[key] !== oldRow[key],
    );
    if (!field) {
      return oldRow; // nothing changed: no need to call the server
    }
    pending.current = { id: newRow.id, field };
    setRefusal(null);
    setSaving(newRow.number);
    try {
      const saved = await saveInvoice(newRow);
      setLastSaved(`${saved.number}: ${field} saved`);
      return saved;
    } finally {
      setSaving(null);
    }
  };

  const handleProcessRowUpdateError = (error: Error) => {
    if (pending.current) {
      setRefusal({ ...pending.current, message: error.message });
    }
  };

  // While the refusal shows, a click outside the cell must not send the value again:
  // the buttons decide.
  const handleCellEditStop: GridEventListener<'cellEditStop'> = (params, event) => {
    if (refusal && params.reason === GridCellEditStopReasons.cellFocusOut) {
      event.defaultMuiPrevented = true;
    }
  };

  // The refused value is still in the editor: put the saved value back.
  const handleUndo = () => {
    if (refusal) {
      apiRef.current?.stopCellEditMode({
        id: refusal.id,
        field: refusal.field,
        ignoreModifications: true,
      });
      setRefusal(null);
    }
  };

  // Or send the same value again.
  const handleRetry = () => {
    if (refusal) {
      apiRef.current?.stopCellEditMode({ id: refusal.id, field: refusal.field });
    }
  };

  let status = lastSaved ?? 'Edit a client, an amount or a status, then press Enter.';
  if (saving) {
    status = `Saving ${saving}…`;
  }

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ mb: 1 }} aria-live="polite">
        {status}
      </Typography>
      <Box sx={{ height: 360 }}>
        <DataGrid
          apiRef={apiRef}
          rows={invoices}
          columns={columns}
          processRowUpdate={processRowUpdate}
          onProcessRowUpdateError={handleProcessRowUpdateError}
          onCellEditStop={handleCellEditStop}
          loading={saving !== null}
          slotProps={{ loadingOverlay: { variant: 'linear-progress' } }}
          initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
          pageSizeOptions={[10, 25]}
        />
      </Box>
      <Box sx={{ minHeight: 56, mt: 1 }}>
        {refusal && (
          <Alert
            severity="error"
            action={
              <React.Fragment>
                <Button color="inherit" size="small" onClick={handleRetry}>
                  Retry
                </Button>
                <Button color="inherit" size="small" onClick={handleUndo}>
                  Undo
                </Button>
              </React.Fragment>
            }
          >
            {refusal.message}
          </Alert>
        )}
      </Box>
    </Box>
  );
}
