import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridOverlay } from '@mui/x-data-grid';
import { invoices, type Invoice } from '@docs/demo-data';

const eur = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });
const dayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

const columns: GridColDef<Invoice>[] = [
  { field: 'number', headerName: 'Invoice', width: 140 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 160 },
  {
    field: 'issuedOn',
    headerName: 'Issued',
    width: 120,
    valueFormatter: (value: Date) => dayFormat.format(value),
  },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => eur.format(value),
  },
  { field: 'status', headerName: 'Status', width: 100 },
];

// The overlay is a slot: the grid draws it, so the import's progress reaches it through context.
const ImportProgressContext = React.createContext({ done: 0, total: 0 });

function ImportProgressOverlay() {
  const { done, total } = React.useContext(ImportProgressContext);
  const percent = total === 0 ? 0 : Math.round((done / total) * 100);
  return (
    <GridOverlay sx={{ bgcolor: 'background.paper' }}>
      <Stack spacing={1} sx={{ width: '70%', maxWidth: 320, textAlign: 'center' }}>
        <Typography variant="body2">
          Importing invoices: {done} of {total}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={percent}
          aria-label="Invoice import progress"
        />
      </Stack>
    </GridOverlay>
  );
}

const BATCH = 4;

export default function InvoiceImportOverlayGrid() {
  // null: no import started yet; a number: invoices read so far.
  const [done, setDone] = React.useState<number | null>(null);
  const total = invoices.length;
  const importing = done !== null && done < total;
  let rows: readonly Invoice[] = invoices.slice(0, 6);
  if (done !== null) {
    rows = importing ? [] : invoices;
  }

  React.useEffect(() => {
    if (!importing) {
      return undefined;
    }
    const timer = window.setTimeout(() => {
      setDone((previous) => Math.min((previous ?? 0) + BATCH, total));
    }, 300);
    return () => window.clearTimeout(timer);
  }, [importing, done, total]);

  const progress = React.useMemo(() => ({ done: done ?? 0, total }), [done, total]);

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button
          variant="outlined"
          size="small"
          disabled={importing}
          onClick={() => setDone(0)}
        >
          Import from accounting
        </Button>
        <Typography variant="body2" component="p" sx={{ fontFamily: 'monospace' }}>
          loading={String(importing)} · {done ?? 0}/{total}
        </Typography>
      </Stack>
      <Box sx={{ height: 360 }}>
        <ImportProgressContext.Provider value={progress}>
          <DataGrid
            rows={rows}
            columns={columns}
            loading={importing}
            slots={{ loadingOverlay: ImportProgressOverlay }}
            hideFooter
          />
        </ImportProgressContext.Provider>
      </Box>
    </Stack>
  );
}
