import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGridPro, GridColDef, gridClasses } from '@mui/x-data-grid-pro';
import { addDays, day, round, seededRandom } from '@docs/demo-data';

const ROW_COUNT = 3_000;
const CLIENTS = [
  'Northwind Traders',
  'Blue Harbor Foods',
  'Kestrel Logistics',
  'Alder & Finch',
  'Solano Clinics',
  'Matterhorn Tools',
] as const;
const STATUSES = ['Paid', 'Sent', 'Overdue', 'Draft'] as const;

interface ArchivedInvoice {
  id: number;
  number: string;
  client: string;
  issuedOn: Date;
  amount: number;
  status: (typeof STATUSES)[number];
}

function buildInvoices(count: number): ArchivedInvoice[] {
  const random = seededRandom(3000);
  const first = day('2019-01-02');
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    number: `INV-${String(index + 1).padStart(5, '0')}`,
    client: CLIENTS[Math.floor(random() * CLIENTS.length)],
    issuedOn: addDays(first, Math.floor(index / 2)),
    amount: round(120 + random() * 9_000),
    status: STATUSES[Math.floor(random() * STATUSES.length)],
  }));
}

const columns: GridColDef<ArchivedInvoice>[] = [
  { field: 'number', headerName: 'Invoice', width: 120 },
  { field: 'client', headerName: 'Client', width: 180 },
  { field: 'issuedOn', headerName: 'Issued', type: 'date', width: 120 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => `$${value.toLocaleString('en-US')}`,
  },
  { field: 'status', headerName: 'Status', width: 100 },
];

interface Measure {
  rows: number;
  cells: number;
  ms: number | null;
}

export default function VirtualInvoiceArchiveGrid() {
  const rows = React.useMemo(() => buildInvoices(ROW_COUNT), []);
  const rootRef = React.useRef<HTMLDivElement>(null);
  const [disabled, setDisabled] = React.useState(false);
  const [measure, setMeasure] = React.useState<Measure>({ rows: 0, cells: 0, ms: null });
  const startedAt = React.useRef<number | null>(null);

  React.useEffect(() => {
    let frame = 0;
    // Watch each frame until the grid holds the rows expected for the new setting.
    const poll = () => {
      const root = rootRef.current;
      const rowCount = root?.querySelectorAll(`.${gridClasses.row}`).length ?? 0;
      const done = disabled ? rowCount === ROW_COUNT : rowCount > 0 && rowCount < ROW_COUNT;
      if (!done) {
        frame = requestAnimationFrame(poll);
        return;
      }
      const started = startedAt.current;
      startedAt.current = null;
      setMeasure({
        rows: rowCount,
        cells: root?.querySelectorAll('[role="gridcell"]').length ?? 0,
        ms: started === null ? null : Math.round(performance.now() - started),
      });
    };
    frame = requestAnimationFrame(poll);
    return () => cancelAnimationFrame(frame);
  }, [disabled]);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={disabled}
            onChange={(event) => {
              startedAt.current = performance.now();
              setDisabled(event.target.checked);
            }}
          />
        }
        label="disableVirtualization"
      />
      <Box
        component="output"
        dir="ltr"
        sx={{
          display: 'block',
          p: 1,
          borderRadius: 1,
          bgcolor: 'action.hover',
          fontFamily: 'monospace',
          fontSize: 13,
          lineHeight: '20px',
          whiteSpace: 'pre',
          overflowX: 'auto',
        }}
      >
        {[
          `invoices in the data:   ${ROW_COUNT.toLocaleString('en-US')}`,
          `row elements in DOM:    ${measure.rows ? measure.rows.toLocaleString('en-US') : '…'}`,
          `cell elements in DOM:   ${measure.cells ? measure.cells.toLocaleString('en-US') : '…'}`,
          `last switch took:       ${measure.ms === null ? 'flip the switch' : `${measure.ms} ms`}`,
        ].join('\n')}
      </Box>
      <Box ref={rootRef} sx={{ height: 360 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          rowHeight={36}
          disableVirtualization={disabled}
          label="Invoice archive"
        />
      </Box>
    </Stack>
  );
}
