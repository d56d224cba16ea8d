import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DataGrid, GridColDef, GridFilterModel } from '@mui/x-data-grid';
import { orders, type Order } from '@docs/demo-data';

const STORAGE_KEY = 'docs-demo-order-filters';

const EMPTY_MODEL: GridFilterModel = { items: [] };

/** Reads the saved model, or `null` when nothing usable is stored. */
function readSavedModel(): GridFilterModel | null {
  try {
    const saved = window.localStorage.getItem(STORAGE_KEY);
    if (!saved) {
      return null;
    }
    const model = JSON.parse(saved) as GridFilterModel;
    return Array.isArray(model.items) ? model : null;
  } catch {
    // Storage can be disabled (private mode, blocked cookies) or hold another app's data.
    return null;
  }
}

const columns: GridColDef<Order>[] = [
  { field: 'number', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', width: 190 },
  { field: 'country', headerName: 'Country', width: 130 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['Pending', 'Paid', 'Shipped', 'Delivered', 'Refunded'],
    width: 120,
  },
  { field: 'total', headerName: 'Total ($)', type: 'number', width: 110 },
];

const DEFAULT_MODEL: GridFilterModel = {
  items: [{ id: 1, field: 'status', operator: 'is', value: 'Pending' }],
};

const subscribeToNothing = () => () => {};

/**
 * The server has no storage, and hydration must draw what the server drew: the default filters.
 * Once the page runs in the browser, a reader who saved filters gets the grid again, from them.
 */
export default function SavedOrderFiltersGrid() {
  const inBrowser = React.useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  const saved = inBrowser ? readSavedModel() : null;
  return <OrderFilters key={saved ? 'saved' : 'default'} initialModel={saved ?? DEFAULT_MODEL} />;
}

function OrderFilters({ initialModel }: { initialModel: GridFilterModel }) {
  const [filterModel, setFilterModel] = React.useState(initialModel);

  const handleFilterModelChange = (model: GridFilterModel) => {
    setFilterModel(model);
    try {
      window.localStorage.setItem(STORAGE_KEY, JSON.stringify(model));
    } catch {
      // Nothing to do: the filters simply are not remembered.
    }
  };

  const clearSaved = () => {
    try {
      window.localStorage.removeItem(STORAGE_KEY);
    } catch {
      // Ignore, as above.
    }
    setFilterModel(EMPTY_MODEL);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <Button size="small" variant="outlined" onClick={clearSaved}>
          Forget saved filters
        </Button>
      </Box>
      <Box
        component="pre"
        sx={{ m: 0, mb: 1, fontSize: 13, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
      >
        localStorage[&quot;{STORAGE_KEY}&quot;]: {JSON.stringify(filterModel)}
      </Box>
      <Box sx={{ height: 360 }}>
        <DataGrid
          rows={orders}
          columns={columns}
          filterModel={filterModel}
          onFilterModelChange={handleFilterModelChange}
          showToolbar
          hideFooter
        />
      </Box>
    </Box>
  );
}
