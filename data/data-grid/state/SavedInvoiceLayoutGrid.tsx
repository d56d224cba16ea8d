import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  GridInitialState,
  useGridApiRef,
} from '@mui/x-data-grid';
import { invoices, type Invoice } from '@docs/demo-data';

const STORAGE_KEY = 'docs-demo-invoice-grid-state';

const columns: GridColDef<Invoice>[] = [
  { field: 'number', headerName: 'Invoice', width: 140 },
  { field: 'client', headerName: 'Client', width: 180 },
  { field: 'issuedOn', headerName: 'Issued', type: 'date', width: 110 },
  { field: 'dueOn', headerName: 'Due', type: 'date', width: 110 },
  { field: 'amount', headerName: 'Amount (€)', type: 'number', width: 110 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['Draft', 'Sent', 'Paid', 'Overdue'],
    width: 100,
  },
];

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Keeps the parts of a stored value that have the expected shape, so that an old or
 * hand-edited entry cannot break the grid.
 */
function sanitize(value: unknown): GridInitialState | null {
  if (!isObject(value)) {
    return null;
  }
  const state: GridInitialState = {};
  if (isObject(value.sorting) && Array.isArray(value.sorting.sortModel)) {
    state.sorting = value.sorting as GridInitialState['sorting'];
  }
  if (
    isObject(value.filter) &&
    isObject(value.filter.filterModel) &&
    Array.isArray(value.filter.filterModel.items)
  ) {
    state.filter = value.filter as GridInitialState['filter'];
  }
  if (isObject(value.columns)) {
    state.columns = value.columns as GridInitialState['columns'];
  }
  if (isObject(value.pagination)) {
    state.pagination = value.pagination as GridInitialState['pagination'];
  }
  if (value.density === 'compact' || value.density === 'standard' || value.density === 'comfortable') {
    state.density = value.density;
  }
  if (
    isObject(value.scroll) &&
    typeof value.scroll.top === 'number' &&
    typeof value.scroll.left === 'number'
  ) {
    state.scroll = { top: value.scroll.top, left: value.scroll.left };
  }
  return state;
}

type Status = 'restored' | 'empty' | 'malformed' | 'unavailable';

const STATUS_TEXT: Record<Status, string> = {
  restored: 'Layout restored from localStorage.',
  empty: 'Nothing saved yet: starting with the default layout.',
  malformed: 'The saved layout was not usable: starting with the default layout.',
  unavailable: 'localStorage is not available here: the layout will not be remembered.',
};

interface Saved {
  status: Status;
  state: GridInitialState;
  raw: string;
}

/** Reads what a previous visit stored. Never throws. */
function readSaved(): Saved {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return { status: 'unavailable', state: {}, raw: '' };
  }
  if (!raw) {
    return { status: 'empty', state: {}, raw: '' };
  }
  try {
    const state = sanitize(JSON.parse(raw));
    return state ? { status: 'restored', state, raw } : { status: 'malformed', state: {}, raw: '' };
  } catch {
    return { status: 'malformed', state: {}, raw: '' };
  }
}

const subscribeToNothing = () => () => {};

/**
 * The server has no localStorage: render a placeholder there and during hydration,
 * and the grid once the page runs in the browser.
 */
export default function SavedInvoiceLayoutGrid() {
  const inBrowser = React.useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  if (!inBrowser) {
    return (
      <Box sx={{ width: '100%' }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 1 }}>
          <Button size="small" variant="outlined" disabled>
            Forget the saved layout
          </Button>
          <Typography variant="body2" component="p" role="status">
            Reading localStorage…
          </Typography>
        </Box>
        <Box sx={{ height: 360 }} />
        <Box sx={{ mt: 1, height: 120 }} />
      </Box>
    );
  }
  return <InvoiceLayout />;
}

function InvoiceLayout() {
  const apiRef = useGridApiRef();
  // Read once, on the first render in the browser.
  const [saved, setSaved] = React.useState<Saved>(readSaved);
  const [stored, setStored] = React.useState(saved.raw);
  const [gridKey, setGridKey] = React.useState(0);

  const save = React.useCallback(() => {
    if (!apiRef.current) {
      return;
    }
    // exportState() leaves the scroll position out; add it to come back to the same rows.
    const snapshot = {
      ...apiRef.current.exportState(),
      scroll: apiRef.current.getScrollPosition(),
    };
    const json = JSON.stringify(snapshot);
    setStored(json);
    try {
      window.localStorage.setItem(STORAGE_KEY, json);
    } catch {
      // Storage full or disabled: the layout is simply not remembered.
    }
  }, [apiRef]);

  // Save a moment after the reader stops changing the grid, and when the page goes away.
  React.useEffect(() => {
    if (!apiRef.current) {
      return undefined;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const saveSoon = () => {
      clearTimeout(timer);
      timer = setTimeout(save, 400);
    };
    const unsubscribeState = apiRef.current.subscribeEvent('stateChange', saveSoon);
    const unsubscribeScroll = apiRef.current.subscribeEvent('scrollPositionChange', saveSoon);
    window.addEventListener('pagehide', save);
    return () => {
      clearTimeout(timer);
      unsubscribeState();
      unsubscribeScroll();
      window.removeEventListener('pagehide', save);
    };
  }, [apiRef, gridKey, save]);

  const forget = () => {
    try {
      window.localStorage.removeItem(STORAGE_KEY);
    } catch {
      // Nothing stored to forget.
    }
    setStored('');
    setSaved({ status: 'empty', state: {}, raw: '' });
    setGridKey((key) => key + 1);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 1 }}>
        <Button size="small" variant="outlined" onClick={forget}>
          Forget the saved layout
        </Button>
        <Typography variant="body2" component="p" role="status">
          {STATUS_TEXT[saved.status]}
        </Typography>
      </Box>
      <Box sx={{ height: 360 }}>
        <DataGrid
          key={gridKey}
          apiRef={apiRef}
          rows={invoices}
          columns={columns}
          initialState={saved.state}
          pageSizeOptions={[10, 25]}
          showToolbar
        />
      </Box>
      <Box
        component="pre"
        tabIndex={0}
        role="region"
        aria-label="What is stored"
        sx={{
          mt: 1,
          mb: 0,
          p: 1,
          fontSize: 12,
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-word',
          height: 120,
          boxSizing: 'border-box',
          overflow: 'auto',
          bgcolor: 'action.hover',
          borderRadius: 1,
        }}
      >
        localStorage[&quot;{STORAGE_KEY}&quot;]: {stored || '(empty)'}
      </Box>
    </Box>
  );
}
