import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  DataGridPro,
  GridColDef,
  GridColumnsInitialState,
  useGridApiRef,
} from '@mui/x-data-grid-pro';
import { flights, type Flight } from '@docs/demo-data';

const STORAGE_KEY = 'flight-board-layout';

type SavedLayout = Required<Pick<GridColumnsInitialState, 'orderedFields' | 'dimensions'>>;

const timeFormat = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});

const columns: GridColDef<Flight>[] = [
  { field: 'flightNumber', headerName: 'Flight', width: 100 },
  { field: 'airline', headerName: 'Airline', width: 160 },
  { field: 'from', headerName: 'From', width: 80 },
  { field: 'to', headerName: 'To', width: 80 },
  {
    field: 'departure',
    headerName: 'Departs (UTC)',
    type: 'dateTime',
    width: 130,
    valueFormatter: (value: Date) => timeFormat.format(value),
  },
  { field: 'gate', headerName: 'Gate', width: 80 },
  { field: 'status', headerName: 'Status', width: 110 },
];

// Storage can be unavailable (private windows, sandboxed frames): the grid then starts fresh.
function readLayout(): SavedLayout | null {
  try {
    const text = window.localStorage.getItem(STORAGE_KEY);
    return text ? (JSON.parse(text) as SavedLayout) : null;
  } catch {
    return null;
  }
}

function writeLayout(layout: SavedLayout | null) {
  try {
    if (layout) {
      window.localStorage.setItem(STORAGE_KEY, JSON.stringify(layout));
    } else {
      window.localStorage.removeItem(STORAGE_KEY);
    }
  } catch {
    // Nothing to do: the layout is simply not kept.
  }
}

function FlightBoard({
  layout,
  onSave,
}: {
  layout: SavedLayout | null;
  onSave: (layout: SavedLayout) => void;
}) {
  const apiRef = useGridApiRef();
  // Taken once, when the grid mounts: `initialState` is ignored after that.
  const [initialState] = React.useState(() => (layout ? { columns: layout } : undefined));

  const save = () => {
    const exported = apiRef.current?.exportState().columns;
    if (!exported) {
      return;
    }
    // Keep only what the reader can change here: the order and the widths.
    const dimensions: SavedLayout['dimensions'] = {};
    Object.entries(exported.dimensions ?? {}).forEach(([field, size]) => {
      dimensions[field] = { width: size.width };
    });
    const layout = { orderedFields: exported.orderedFields ?? [], dimensions };
    writeLayout(layout);
    onSave(layout);
  };

  return (
    <DataGridPro
      apiRef={apiRef}
      rows={flights}
      columns={columns}
      initialState={initialState}
      onColumnWidthChange={save}
      onColumnOrderChange={save}
      hideFooter
    />
  );
}

const subscribeToNothing = () => () => {};

/**
 * The server has no storage, and hydration must draw what the server drew: the columns' own
 * layout. Once the page runs in the browser, a reader who saved one gets the demo again, from it.
 */
export default function SavedFlightLayoutGrid() {
  const inBrowser = React.useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  const stored = inBrowser ? readLayout() : null;
  return <FlightLayoutDemo key={stored ? 'stored' : 'none'} stored={stored} />;
}

function FlightLayoutDemo({ stored }: { stored: SavedLayout | null }) {
  const [saved, setSaved] = React.useState(stored);
  const [mountCount, setMountCount] = React.useState(0);

  const forget = () => {
    writeLayout(null);
    setSaved(null);
    setMountCount((count) => count + 1);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setMountCount((count) => count + 1)}
        >
          Mount the grid again
        </Button>
        <Button size="small" variant="outlined" onClick={forget}>
          Forget the layout
        </Button>
      </Box>
      <Box
        component="pre"
        sx={{
          m: 0,
          mb: 1,
          p: 1,
          minHeight: 80,
          fontSize: 13,
          borderRadius: 1,
          bgcolor: 'action.hover',
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-word',
        }}
      >
        {saved
          ? `localStorage["${STORAGE_KEY}"] = ${JSON.stringify(saved)}`
          : 'Nothing saved yet: resize or drag a column.'}
      </Box>
      <Box sx={{ height: 360 }}>
        <FlightBoard key={mountCount} layout={saved} onSave={setSaved} />
      </Box>
    </Box>
  );
}
