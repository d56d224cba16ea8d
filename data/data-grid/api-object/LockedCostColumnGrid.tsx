import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  DataGrid,
  GridColDef,
  GridColumnVisibilityModel,
  GridFilterModel,
  GridSortModel,
  useGridApiRef,
} from '@mui/x-data-grid';
import { inventory, type InventoryItem } from '@docs/demo-data';

const columns: GridColDef<InventoryItem>[] = [
  { field: 'name', headerName: 'Item', flex: 1, minWidth: 170 },
  { field: 'category', headerName: 'Category', width: 110 },
  { field: 'inStock', headerName: 'In stock', type: 'number', width: 90 },
  {
    field: 'unitCost',
    headerName: 'Unit cost ($)',
    type: 'number',
    width: 120,
    // Readers cannot sort, filter or hide this column from the grid's UI.
    sortable: false,
    filterable: false,
    hideable: false,
  },
];

export default function LockedCostColumnGrid() {
  const apiRef = useGridApiRef();
  const [sortModel, setSortModel] = React.useState<GridSortModel>([]);
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({ items: [] });
  const [visibility, setVisibility] = React.useState<GridColumnVisibilityModel>({});

  const costHidden = visibility.unitCost === false;

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.sortColumn('unitCost', 'asc')}>
          Cheapest first
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() =>
            apiRef.current?.setFilterModel({
              items: [{ id: 1, field: 'unitCost', operator: '<', value: 10 }],
            })
          }
        >
          Under $10
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.setColumnVisibility('unitCost', costHidden)}
        >
          {costHidden ? 'Show' : 'Hide'} unit cost
        </Button>
        <Button
          size="small"
          onClick={() => {
            apiRef.current?.setSortModel([]);
            apiRef.current?.setFilterModel({ items: [] });
            apiRef.current?.setColumnVisibility('unitCost', true);
          }}
        >
          Reset
        </Button>
      </Box>
      <Box
        component="pre"
        sx={{ m: 0, mb: 1, fontSize: 12, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
      >
        {`sortModel: ${JSON.stringify(sortModel)}\nfilterModel.items: ${JSON.stringify(
          filterModel.items,
        )}\ncolumnVisibilityModel: ${JSON.stringify(visibility)}`}
      </Box>
      <Box sx={{ height: 340 }}>
        <DataGrid
          apiRef={apiRef}
          rows={inventory}
          columns={columns}
          density="compact"
          hideFooter
          onSortModelChange={setSortModel}
          onFilterModelChange={setFilterModel}
          onColumnVisibilityModelChange={setVisibility}
        />
      </Box>
    </Box>
  );
}
