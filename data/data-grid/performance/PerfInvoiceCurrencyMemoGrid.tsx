import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  DataGrid,
  GridColDef,
  GridRenderCellParams,
  GridRowClassNameParams,
} from '@mui/x-data-grid';
import { invoices, type Invoice } from '@docs/demo-data';

type Currency = 'USD' | 'EUR' | 'GBP';
const RATES: Record<Currency, number> = { USD: 1, EUR: 0.92, GBP: 0.79 };

// A counter outside React state: bumping it never re-renders anything.
function createCounter() {
  let count = 0;
  return {
    bump: () => {
      count += 1;
    },
    read: () => count,
  };
}

const AmountRenders = React.createContext(createCounter());

function AmountCell(props: { value: number; currency: Currency }) {
  const renders = React.useContext(AmountRenders);
  React.useEffect(() => {
    renders.bump();
  });
  return (
    <span>
      {new Intl.NumberFormat('en-US', { style: 'currency', currency: props.currency }).format(
        props.value * RATES[props.currency],
      )}
    </span>
  );
}

// Static columns live outside the component; only the one that depends on state is rebuilt.
const staticColumns: GridColDef<Invoice>[] = [
  { field: 'number', headerName: 'Invoice', width: 110 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 170 },
  { field: 'dueOn', headerName: 'Due', type: 'date', width: 120 },
  { field: 'status', headerName: 'Status', width: 100 },
];

interface Entry {
  action: string;
  renders: number;
}

export default function PerfInvoiceCurrencyMemoGrid() {
  const [renders] = React.useState(createCounter);
  const [currency, setCurrency] = React.useState<Currency>('USD');
  const [minimum, setMinimum] = React.useState(5000);
  const [note, setNote] = React.useState('');
  const [log, setLog] = React.useState<Entry[]>([]);
  const timer = React.useRef<ReturnType<typeof setTimeout>>(undefined);

  React.useEffect(() => () => clearTimeout(timer.current), []);

  // Rebuilt only when the currency changes.
  const columns = React.useMemo<GridColDef<Invoice>[]>(
    () => [
      ...staticColumns,
      {
        field: 'amount',
        headerName: `Amount (${currency})`,
        type: 'number',
        width: 140,
        renderCell: (params: GridRenderCellParams<Invoice, number>) => (
          <AmountCell value={params.value ?? 0} currency={currency} />
        ),
      },
    ],
    [currency],
  );

  // A new function only when the threshold changes.
  const getRowClassName = React.useCallback(
    (params: GridRowClassNameParams<Invoice>) =>
      params.row.amount >= minimum ? 'large-invoice' : '',
    [minimum],
  );

  // Count the amount cells rendered by one action, once the grid has settled.
  const track = (action: string, change: () => void) => {
    const before = renders.read();
    change();
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setLog((entries) => [{ action, renders: renders.read() - before }, ...entries].slice(0, 3));
    }, 300);
  };

  return (
    <AmountRenders.Provider value={renders}>
      <Stack spacing={1} sx={{ width: '100%' }}>
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2 }}>
          <FormControl size="small" sx={{ minWidth: 120 }}>
            <InputLabel id="memo-currency-label">Currency</InputLabel>
            <Select
              labelId="memo-currency-label"
              label="Currency"
              value={currency}
              onChange={(event) =>
                track(`currency → ${event.target.value}`, () =>
                  setCurrency(event.target.value as Currency),
                )
              }
            >
              {(Object.keys(RATES) as Currency[]).map((code) => (
                <MenuItem key={code} value={code}>
                  {code}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          <FormControl size="small" sx={{ minWidth: 160 }}>
            <InputLabel id="memo-minimum-label">Highlight from</InputLabel>
            <Select
              labelId="memo-minimum-label"
              label="Highlight from"
              value={minimum}
              onChange={(event) =>
                track(`highlight from ${event.target.value}`, () =>
                  setMinimum(Number(event.target.value)),
                )
              }
            >
              {[2000, 5000, 8000].map((value) => (
                <MenuItem key={value} value={value}>
                  ${value.toLocaleString('en-US')}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          <TextField
            size="small"
            label="Reminder note"
            value={note}
            onChange={(event) => track('typed in the note', () => setNote(event.target.value))}
            sx={{ flex: '1 1 200px' }}
          />
        </Stack>
        <Box
          component="output"
          dir="ltr"
          sx={{
            display: 'block',
            height: 76,
            p: 1,
            borderRadius: 1,
            bgcolor: 'action.hover',
            fontFamily: 'monospace',
            fontSize: 13,
            lineHeight: '20px',
            whiteSpace: 'pre-wrap',
            overflowY: 'auto',
          }}
        >
          {log.length === 0
            ? 'Change a control to see how many amount cells it re-rendered.'
            : log.map((entry) => `${entry.action}: ${entry.renders} cell renders`).join('\n')}
        </Box>
        <Box sx={{ height: 340, '& .large-invoice': { fontWeight: 600 } }}>
          <DataGrid
            rows={invoices}
            columns={columns}
            getRowClassName={getRowClassName}
            rowHeight={40}
            hideFooter
          />
        </Box>
      </Stack>
    </AmountRenders.Provider>
  );
}
