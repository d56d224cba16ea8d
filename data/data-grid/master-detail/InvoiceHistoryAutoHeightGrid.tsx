import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPro, GRID_DETAIL_PANEL_TOGGLE_COL_DEF, GridColDef, GridRowParams } from '@mui/x-data-grid-pro';
import { invoices, invoicesAsOf, type Invoice } from '@docs/demo-data';

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const euros = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });

/** What happened to an invoice so far: the longer its life, the longer the list. */
function historyOf(invoice: Invoice): string[] {
  const events = [`${dayFormat.format(invoice.issuedOn)}: drafted for ${invoice.client}`];
  if (invoice.status === 'Draft') return events;
  events.push(`${dayFormat.format(invoice.issuedOn)}: sent by email`);
  if (invoice.status === 'Paid') {
    events.push(`Paid in full, ${euros.format(invoice.amount)}`);
  }
  if (invoice.status === 'Overdue') {
    events.push(`${dayFormat.format(invoice.dueOn)}: due date passed`);
    events.push('First reminder sent, no answer');
    events.push(`Still open on ${dayFormat.format(invoicesAsOf)}; call the client`);
  }
  return events;
}

const columns: GridColDef<Invoice>[] = [
  {
    ...GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
    // A header text that screen readers read and eyes do not see.
    renderHeader: () => (
      <Box
        component="span"
        sx={{ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
      >
        Details
      </Box>
    ),
  },
  { field: 'number', headerName: 'Invoice', width: 130 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 170 },
  { field: 'status', headerName: 'Status', width: 100 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => euros.format(value),
  },
];

function InvoiceHistory({ invoice }: { invoice: Invoice }) {
  const events = historyOf(invoice);
  return (
    <Box sx={{ px: 2, py: 1.5 }}>
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        History of {invoice.number}
      </Typography>
      <Box component="ol" sx={{ m: 0, mt: 0.5, pl: 3, typography: 'body2' }}>
        {events.map((event) => (
          <li key={event}>{event}</li>
        ))}
      </Box>
    </Box>
  );
}

export default function InvoiceHistoryAutoHeightGrid() {
  const getDetailPanelContent = React.useCallback(
    ({ row }: GridRowParams<Invoice>) => <InvoiceHistory invoice={row} />,
    [],
  );
  // 'auto': the grid measures each panel and gives it the height of its content.
  const getDetailPanelHeight = React.useCallback(() => 'auto' as const, []);

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={invoices}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        hideFooter
      />
    </Box>
  );
}
