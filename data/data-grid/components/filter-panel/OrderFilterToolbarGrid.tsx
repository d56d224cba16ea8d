import * as React from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import FilterListIcon from '@mui/icons-material/FilterList';
import {
  DataGrid,
  FilterPanelTrigger,
  GridColDef,
  GridFilterModel,
  Toolbar,
  ToolbarButton,
} from '@mui/x-data-grid';
import { orders, type Order } from '@docs/demo-data';

function OrdersToolbar() {
  return (
    <Toolbar>
      <Typography variant="subtitle2" component="h3" sx={{ flex: 1, mx: 0.5 }}>
        Orders
      </Typography>
      <Tooltip title="Filter orders">
        <FilterPanelTrigger
          render={(triggerProps, state) => (
            <ToolbarButton {...triggerProps} color={state.filterCount > 0 ? 'primary' : 'default'}>
              <Badge badgeContent={state.filterCount} color="primary" variant="dot">
                <FilterListIcon fontSize="small" />
              </Badge>
            </ToolbarButton>
          )}
        />
      </Tooltip>
    </Toolbar>
  );
}

const columns: GridColDef<Order>[] = [
  { field: 'number', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 180 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'total', headerName: 'Total (USD)', type: 'number', width: 120 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['Pending', 'Paid', 'Shipped', 'Delivered', 'Refunded'],
    width: 120,
  },
];

export default function OrderFilterToolbarGrid() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [{ field: 'status', operator: 'is', value: 'Pending' }],
  });

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 380 }}>
        <DataGrid
          rows={orders}
          columns={columns}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          slots={{ toolbar: OrdersToolbar }}
          showToolbar
          hideFooter
        />
      </Box>
      <Box
        component="pre"
        sx={{ m: 0, mt: 1, fontSize: 13, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
      >
        filterModel.items: {JSON.stringify(filterModel.items)}
      </Box>
    </Box>
  );
}
