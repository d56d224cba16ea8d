import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  GridFilterModel,
  GridOverlay,
  gridQuickFilterValuesSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';
import { orders, type Order } from '@docs/demo-data';

const columns: GridColDef<Order>[] = [
  { field: 'number', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 170 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 150 },
  { field: 'status', headerName: 'Status', width: 110 },
];

function NothingMatchesOverlay() {
  const apiRef = useGridApiContext();
  const words = useGridSelector(apiRef, gridQuickFilterValuesSelector) ?? [];
  return (
    <GridOverlay>
      <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center', px: 2 }}>
        <Typography variant="body2">
          {words.length > 0
            ? `No order mentions “${words.join(' ')}”.`
            : 'No order passes the current filters.'}
        </Typography>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current.setFilterModel({ items: [], quickFilterValues: [] })}
        >
          Clear search and filters
        </Button>
      </Stack>
    </GridOverlay>
  );
}

export default function ProductSearchNoResultsGrid() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [],
    quickFilterValues: [],
  });

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Box sx={{ height: 360 }}>
        <DataGrid
          rows={orders}
          columns={columns}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          slots={{ noResultsOverlay: NothingMatchesOverlay }}
          showToolbar
          hideFooter
        />
      </Box>
      <Typography
        variant="body2"
        component="pre"
        sx={{ m: 0, p: 1, fontSize: 12, bgcolor: 'action.hover', borderRadius: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
      >
        {`filterModel = ${JSON.stringify(filterModel)}`}
      </Typography>
    </Stack>
  );
}
