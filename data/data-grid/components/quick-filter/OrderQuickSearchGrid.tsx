import * as React from 'react';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CancelIcon from '@mui/icons-material/Cancel';
import SearchIcon from '@mui/icons-material/Search';
import {
  DataGrid,
  GridColDef,
  QuickFilter,
  QuickFilterClear,
  QuickFilterControl,
  QuickFilterTrigger,
  Toolbar,
  ToolbarButton,
} from '@mui/x-data-grid';
import { orders, type Order } from '@docs/demo-data';

function OrderSearchToolbar() {
  return (
    <Toolbar>
      <Typography variant="subtitle2" component="h3" sx={{ flex: 1, mx: 0.5 }}>
        Orders
      </Typography>
      <QuickFilter style={{ display: 'flex', alignItems: 'center' }}>
        <QuickFilterTrigger
          render={(triggerProps, state) => (
            <Tooltip title="Search orders" enterDelay={0}>
              <ToolbarButton
                {...triggerProps}
                aria-disabled={state.expanded}
                style={{ display: state.expanded ? 'none' : undefined }}
              >
                <SearchIcon fontSize="small" />
              </ToolbarButton>
            </Tooltip>
          )}
        />
        <QuickFilterControl
          render={({ ref, ...controlProps }, state) => (
            <TextField
              {...controlProps}
              inputRef={ref}
              aria-label="Search orders"
              placeholder="Search…"
              size="small"
              sx={{
                width: state.expanded ? { xs: 180, sm: 240 } : 0,
                opacity: state.expanded ? 1 : 0,
                transition: 'width 150ms, opacity 150ms',
              }}
              slotProps={{
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchIcon fontSize="small" />
                    </InputAdornment>
                  ),
                  endAdornment: state.value ? (
                    <InputAdornment position="end">
                      <QuickFilterClear edge="end" size="small" aria-label="Clear search">
                        <CancelIcon fontSize="small" />
                      </QuickFilterClear>
                    </InputAdornment>
                  ) : null,
                  ...controlProps.slotProps?.input,
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

const columns: GridColDef<Order>[] = [
  { field: 'number', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 180 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 160 },
  { field: 'status', headerName: 'Status', width: 110 },
];

export default function OrderQuickSearchGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={orders}
        columns={columns}
        slots={{ toolbar: OrderSearchToolbar }}
        showToolbar
        initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
        pageSizeOptions={[25, 50]}
      />
    </Box>
  );
}
