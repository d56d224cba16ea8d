import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import {
  DataGrid,
  GridColDef,
  GridOverlay,
  GridRenderCellParams,
  GridRowClassNameParams,
} from '@mui/x-data-grid';
import { orders, type Order } from '@docs/demo-data';

// Plain counters shared through context: bumping them never re-renders anything.
function createCounters() {
  const counts = { cells: 0, parent: 0 };
  return {
    bump: (name: keyof typeof counts) => {
      counts[name] += 1;
    },
    read: () => ({ ...counts }),
    reset: () => {
      counts.cells = 0;
      counts.parent = 0;
    },
  };
}

const RenderCounters = React.createContext(createCounters());

function StatusCell(props: GridRenderCellParams<Order, Order['status']>) {
  const counters = React.useContext(RenderCounters);
  // No dependency list: runs after every render of this cell that reaches the screen.
  React.useEffect(() => {
    counters.bump('cells');
  });
  return (
    <Chip
      size="small"
      variant="outlined"
      label={props.value}
      color={props.value === 'Refunded' ? 'warning' : 'default'}
    />
  );
}

function NoOrdersOverlay() {
  return <GridOverlay>No orders to pack</GridOverlay>;
}

function buildColumns(): GridColDef<Order>[] {
  return [
    { field: 'number', headerName: 'Order', width: 110 },
    { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 170 },
    { field: 'product', headerName: 'Product', width: 170 },
    { field: 'quantity', headerName: 'Qty', type: 'number', width: 70 },
    {
      field: 'status',
      headerName: 'Status',
      width: 120,
      renderCell: (params: GridRenderCellParams<Order, Order['status']>) => (
        <StatusCell {...params} />
      ),
    },
  ];
}

// Stable versions: created once, outside the component.
const stableColumns = buildColumns();
const stableSlots = { noRowsOverlay: NoOrdersOverlay };
const stableRowClassName = (params: GridRowClassNameParams<Order>) =>
  params.row.quantity >= 20 ? 'bulk-order' : '';

type PropName = 'columns' | 'rows' | 'slots' | 'getRowClassName';
const PROP_NAMES: PropName[] = ['columns', 'rows', 'slots', 'getRowClassName'];

export default function PerfOrderRenderCountGrid() {
  const [counters] = React.useState(createCounters);
  const readout = React.useRef<HTMLSpanElement>(null);
  const [note, setNote] = React.useState('');
  const [unstable, setUnstable] = React.useState<Record<PropName, boolean>>({
    columns: false,
    rows: false,
    slots: false,
    getRowClassName: false,
  });

  React.useEffect(() => {
    counters.bump('parent');
  });

  // Print the counters a few times a second without putting them in React state.
  React.useEffect(() => {
    const timer = setInterval(() => {
      const { parent, cells } = counters.read();
      if (readout.current) {
        readout.current.textContent = `parent renders:      ${parent}\nstatus cell renders: ${cells}`;
      }
    }, 150);
    return () => clearInterval(timer);
  }, [counters]);

  const stableRows = React.useMemo(
    () => orders.filter((order) => order.status !== 'Refunded'),
    [],
  );

  return (
    <RenderCounters.Provider value={counters}>
      <Stack spacing={1} sx={{ width: '100%' }}>
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', columnGap: 2 }}>
          {PROP_NAMES.map((name) => (
            <FormControlLabel
              key={name}
              control={
                <Switch
                  size="small"
                  checked={unstable[name]}
                  onChange={(event) =>
                    setUnstable((current) => ({ ...current, [name]: event.target.checked }))
                  }
                />
              }
              label={`new ${name} on every render`}
            />
          ))}
        </Stack>
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <TextField
            size="small"
            label="Packing note"
            value={note}
            onChange={(event) => setNote(event.target.value)}
            sx={{ flex: '1 1 240px' }}
          />
          <Button size="small" variant="outlined" onClick={counters.reset}>
            Reset counters
          </Button>
        </Stack>
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
            height: 56,
            whiteSpace: 'pre',
          }}
        >
          <span ref={readout} />
        </Box>
        <Box
          sx={{
            height: 340,
            '& .bulk-order': { fontWeight: 600 },
          }}
        >
          <DataGrid
            rows={
              unstable.rows
                ? orders.filter((order) => order.status !== 'Refunded')
                : stableRows
            }
            columns={unstable.columns ? buildColumns() : stableColumns}
            slots={unstable.slots ? { noRowsOverlay: NoOrdersOverlay } : stableSlots}
            getRowClassName={
              unstable.getRowClassName
                ? (params) => (params.row.quantity >= 20 ? 'bulk-order' : '')
                : stableRowClassName
            }
            rowHeight={40}
            hideFooter
          />
        </Box>
      </Stack>
    </RenderCounters.Provider>
  );
}
