import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  GridFilterModel,
  getGridNumericOperators,
  getGridSingleSelectOperators,
  getGridStringOperators,
} from '@mui/x-data-grid';
import type { InventoryItem } from '@docs/demo-data';
import { fetchStock } from './fakeStockServer';

// Offer only what the server can answer.
const textOperators = getGridStringOperators().filter((operator) =>
  ['contains', 'equals'].includes(operator.value),
);
const numberOperators = getGridNumericOperators().filter((operator) =>
  ['=', '>', '<'].includes(operator.value),
);
const choiceOperators = getGridSingleSelectOperators().filter(
  (operator) => operator.value === 'is',
);

const columns: GridColDef<InventoryItem>[] = [
  { field: 'sku', headerName: 'SKU', width: 110, filterOperators: textOperators },
  { field: 'name', headerName: 'Item', flex: 1, minWidth: 180, filterOperators: textOperators },
  {
    field: 'warehouse',
    headerName: 'Warehouse',
    type: 'singleSelect',
    valueOptions: ['North', 'South', 'East'],
    width: 120,
    filterOperators: choiceOperators,
  },
  {
    field: 'inStock',
    headerName: 'In stock',
    type: 'number',
    width: 100,
    filterOperators: numberOperators,
  },
];

export default function ServerFilterStockGrid() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [{ field: 'warehouse', operator: 'is', value: 'North' }],
  });
  const [rows, setRows] = React.useState<InventoryItem[]>([]);
  const [loading, setLoading] = React.useState(true);

  const handleFilterModelChange = (model: GridFilterModel) => {
    setLoading(true);
    setFilterModel(model);
  };

  React.useEffect(() => {
    let active = true;
    fetchStock(filterModel).then((matches) => {
      if (!active) return;
      setRows(matches);
      setLoading(false);
    });
    return () => {
      active = false;
    };
  }, [filterModel]);

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {loading ? 'Asking the server…' : `The server found ${rows.length} items`}
      </Typography>
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          filterMode="server"
          filterModel={filterModel}
          onFilterModelChange={handleFilterModelChange}
          loading={loading}
          showToolbar
          hideFooter
        />
      </Box>
    </Box>
  );
}
