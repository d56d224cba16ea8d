import * as React from 'react';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import SearchIcon from '@mui/icons-material/Search';
import {
  DataGrid,
  GridColDef,
  QuickFilter,
  QuickFilterControl,
  QuickFilterTrigger,
  Toolbar,
  ToolbarButton,
} from '@mui/x-data-grid';
import { inventory, type InventoryItem } from '@docs/demo-data';

interface SearchState {
  expanded: boolean;
  setExpanded: (expanded: boolean) => void;
}

const SearchStateContext = React.createContext<SearchState>({
  expanded: false,
  setExpanded: () => {},
});

function StockroomToolbar() {
  const { expanded, setExpanded } = React.useContext(SearchStateContext);
  return (
    <Toolbar>
      <QuickFilter
        expanded={expanded}
        onExpandedChange={setExpanded}
        style={{ display: 'flex', alignItems: 'center' }}
      >
        {!expanded && (
          <QuickFilterTrigger
            render={(triggerProps) => (
              <Tooltip title="Search (/)">
                <ToolbarButton {...triggerProps} aria-keyshortcuts="/">
                  <SearchIcon fontSize="small" />
                </ToolbarButton>
              </Tooltip>
            )}
          />
        )}
        <QuickFilterControl
          render={({ ref, ...controlProps }, state) => (
            <TextField
              {...controlProps}
              inputRef={ref}
              aria-label="Search stock"
              placeholder="Search stock…"
              size="small"
              sx={{ display: state.expanded ? undefined : 'none', width: 220 }}
              slotProps={{
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchIcon fontSize="small" />
                    </InputAdornment>
                  ),
                },
                ...controlProps.slotProps,
              }}
            />
          )}
        />
      </QuickFilter>
    </Toolbar>
  );
}

const columns: GridColDef<InventoryItem>[] = [
  { field: 'sku', headerName: 'SKU', width: 110 },
  { field: 'name', headerName: 'Item', flex: 1, minWidth: 180 },
  { field: 'category', headerName: 'Category', width: 110 },
  { field: 'warehouse', headerName: 'Warehouse', width: 110 },
  { field: 'inStock', headerName: 'In stock', type: 'number', width: 100 },
];

export default function InventoryShortcutSearchGrid() {
  const [expanded, setExpanded] = React.useState(false);
  const searchState = React.useMemo(() => ({ expanded, setExpanded }), [expanded]);

  // "/" opens the search while the focus is anywhere in this grid, except in a text field.
  // Listen in the capture phase, before the grid handles the key in a cell.
  const handleKeyDown = (event: React.KeyboardEvent) => {
    const target = event.target as HTMLElement;
    const typing = target.isContentEditable || ['INPUT', 'TEXTAREA'].includes(target.tagName);
    if (event.key === '/' && !typing && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      setExpanded(true);
    }
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 380 }} onKeyDownCapture={handleKeyDown}>
        <SearchStateContext.Provider value={searchState}>
          <DataGrid
            rows={inventory}
            columns={columns}
            slots={{ toolbar: StockroomToolbar }}
            showToolbar
            hideFooter
          />
        </SearchStateContext.Provider>
      </Box>
      <Box component="pre" sx={{ m: 0, mt: 1, fontSize: 13 }}>
        expanded: {String(expanded)}
      </Box>
    </Box>
  );
}
