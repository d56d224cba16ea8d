import * as React from 'react';
import Box from '@mui/material/Box';
import TextField, { TextFieldProps } from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import FilterListIcon from '@mui/icons-material/FilterList';
import {
  DataGrid,
  FilterPanelTrigger,
  GridColDef,
  GridSlotProps,
  QuickFilter,
  QuickFilterControl,
  QuickFilterTrigger,
  Toolbar,
} from '@mui/x-data-grid';
import { inventory, type InventoryItem } from '@docs/demo-data';

const columns: GridColDef<InventoryItem>[] = [
  { field: 'sku', headerName: 'SKU', width: 110 },
  { field: 'name', headerName: 'Item', flex: 1, minWidth: 170 },
  { field: 'category', headerName: 'Category', width: 110 },
  { field: 'warehouse', headerName: 'Warehouse', width: 110 },
  { field: 'inStock', headerName: 'In stock', type: 'number', width: 100 },
];

/**
 * Material UI's TextField puts `ref` and `aria-label` on its root element. The quick
 * filter needs its `ref` on the <input> to move the focus there when it opens, and the
 * label belongs there too.
 */
function renderSearchField(label: string) {
  return function SearchField({
    ref,
    slotProps,
    ...controlProps
  }: GridSlotProps['baseTextField']) {
    return (
      <TextField
        {...(controlProps as TextFieldProps)}
        inputRef={ref}
        slotProps={{ htmlInput: { ...slotProps?.htmlInput, 'aria-label': label } }}
      />
    );
  };
}

function StockroomToolbar() {
  return (
    <Toolbar style={{ gap: 8 }}>
      <QuickFilter
        className={(state) => (state.expanded ? 'search search--open' : 'search')}
      >
        <QuickFilterTrigger
          size="small"
          startIcon={<SearchIcon />}
          className={(state) => (state.expanded ? 'search-trigger--hidden' : '')}
        >
          Search
        </QuickFilterTrigger>
        <QuickFilterControl
          size="small"
          placeholder="Item, SKU, aisle…"
          className={(state) =>
            state.value ? 'search-field search-field--filled' : 'search-field'
          }
          render={renderSearchField('Search the stockroom')}
        />
      </QuickFilter>
      <FilterPanelTrigger
        size="small"
        startIcon={<FilterListIcon />}
        className={(state) =>
          [
            'filters',
            state.open ? 'filters--open' : '',
            state.filterCount > 0 ? 'filters--active' : '',
          ].join(' ')
        }
      >
        Filters
      </FilterPanelTrigger>
    </Toolbar>
  );
}

export default function StockroomStateClassGrid() {
  return (
    <Box
      sx={(theme) => {
        const { palette } = theme.vars ?? theme;
        return {
          height: 400,
          width: '100%',
          // Closed search: only the trigger shows. Open: only the field.
          '& .search': { display: 'flex', alignItems: 'center' },
          '& .search:not(.search--open) .search-field': { display: 'none' },
          '& .search-trigger--hidden': { display: 'none' },
          '& .search-field--filled .MuiOutlinedInput-notchedOutline': {
            borderColor: palette.warning.main,
            borderWidth: 2,
          },
          '& .filters--active': {
            bgcolor: palette.warning.main,
            color: palette.warning.contrastText,
          },
          '& .filters--open': { outline: `2px dashed ${palette.primary.main}` },
        };
      }}
    >
      <DataGrid
        rows={inventory}
        columns={columns}
        slots={{ toolbar: StockroomToolbar }}
        showToolbar
        hideFooter
      />
    </Box>
  );
}
