import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FilterListIcon from '@mui/icons-material/FilterList';
import {
  DataGrid,
  GridColDef,
  gridPreferencePanelStateSelector,
  useGridApiRef,
} from '@mui/x-data-grid';
import { orders, type Order } from '@docs/demo-data';

const columns: GridColDef<Order>[] = [
  { field: 'number', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', width: 190 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'total', headerName: 'Total ($)', type: 'number', width: 110 },
];

export default function AnchoredFilterPanelGrid() {
  const apiRef = useGridApiRef();
  // The panel's anchor: a button of our own, outside the grid.
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  const wasOpen = React.useRef(false);

  return (
    <Box sx={{ width: '100%' }}>
      <Button
        ref={setAnchor}
        size="small"
        variant="outlined"
        startIcon={<FilterListIcon />}
        // A click outside the open panel closes it before `onClick` runs, so remember its state.
        onPointerDown={() => {
          wasOpen.current = gridPreferencePanelStateSelector(apiRef).open;
        }}
        onClick={() => {
          if (!wasOpen.current) {
            apiRef.current?.showFilterPanel();
          }
        }}
        sx={{ mb: 1 }}
      >
        Filter orders
      </Button>
      <Box sx={{ height: 360 }}>
        <DataGrid
          apiRef={apiRef}
          rows={orders}
          columns={columns}
          slotProps={{ panel: { target: anchor, flip: false } }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
