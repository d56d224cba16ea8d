import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD,
  GridColDef,
  GridComparatorFn,
  GridFooterContainer,
  GridGroupingColDefOverride,
  GridSortModel,
  GridTreeNode,
  gridFilteredDescendantRowCountSelector,
  gridFilteredTopLevelRowCountSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid-premium';
import { orders, type Order } from '@docs/demo-data';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef<Order>[] = [
  { field: 'customer', headerName: 'Customer', width: 200 },
  { field: 'number', headerName: 'Order', width: 110 },
  { field: 'product', headerName: 'Product', width: 180 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 110,
    valueFormatter: (value?: number) => (value == null ? '' : money.format(value)),
  },
];

const childCount = (node: GridTreeNode) => (node.type === 'group' ? node.children.length : 0);

// Groups compare by how many rows they hold; leaves and ties fall back to the value.
const bySize: GridComparatorFn = (v1, v2, cell1, cell2) => {
  const diff = childCount(cell1.rowNode) - childCount(cell2.rowNode);
  return diff !== 0 ? diff : String(v1 ?? '').localeCompare(String(v2 ?? ''));
};

const groupingColDef: GridGroupingColDefOverride<Order> = {
  headerName: 'Customer (orders)',
  width: 240,
  sortComparator: bySize,
};

function GroupCountFooter() {
  const apiRef = useGridApiContext();
  const groups = useGridSelector(apiRef, gridFilteredTopLevelRowCountSelector);
  const rows = useGridSelector(apiRef, gridFilteredDescendantRowCountSelector);
  return (
    <GridFooterContainer sx={{ px: 2 }}>
      <Typography variant="body2">
        {groups} customers · {rows} orders
      </Typography>
    </GridFooterContainer>
  );
}

export default function CustomersBySizeGrid() {
  const [sortModel, setSortModel] = React.useState<GridSortModel>([
    { field: GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD, sort: 'desc' },
  ]);

  return (
    <Box sx={{ width: '100%' }}>
      <Typography
        variant="body2"
        component="pre"
        sx={{
          m: 0,
          mb: 1,
          p: 1,
          borderRadius: 1,
          bgcolor: 'action.hover',
          whiteSpace: 'pre-wrap',
          // The grouping column's field name is one long word: it breaks anywhere on a phone.
          overflowWrap: 'anywhere',
        }}
      >
        sortModel = {JSON.stringify(sortModel)}
      </Typography>
      <Box sx={{ height: 420 }}>
        <DataGridPremium
          rows={orders}
          columns={columns}
          initialState={{ rowGrouping: { model: ['customer'] } }}
          groupingColDef={groupingColDef}
          sortModel={sortModel}
          onSortModelChange={(model) => setSortModel(model)}
          slots={{ footer: GroupCountFooter }}
        />
      </Box>
    </Box>
  );
}
