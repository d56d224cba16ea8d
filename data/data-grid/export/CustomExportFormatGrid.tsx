import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  DataGrid,
  ExportCsv,
  GridColDef,
  gridFilteredSortedRowIdsSelector,
  gridVisibleColumnFieldsSelector,
  Toolbar,
  useGridApiContext,
} from '@mui/x-data-grid';
import { inventory, type InventoryItem } from '@docs/demo-data';

function downloadJson(fileName: string, data: unknown) {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = fileName;
  link.click();
  // Give the browser a moment to start the download before freeing the URL.
  setTimeout(() => URL.revokeObjectURL(link.href));
}

function StockToolbar() {
  const apiRef = useGridApiContext();

  const exportJson = () => {
    // Same rows and columns as the CSV: filtered, sorted, visible.
    const ids = gridFilteredSortedRowIdsSelector(apiRef);
    const fields = gridVisibleColumnFieldsSelector(apiRef);
    const items = ids.map((id) =>
      Object.fromEntries(fields.map((field) => [field, apiRef.current.getCellValue(id, field)])),
    );
    downloadJson('stock-count.json', items);
  };

  return (
    <Toolbar>
      <ExportCsv size="small">CSV</ExportCsv>
      <Button size="small" onClick={exportJson}>
        JSON
      </Button>
    </Toolbar>
  );
}

const columns: GridColDef<InventoryItem>[] = [
  { field: 'sku', headerName: 'SKU', width: 110 },
  { field: 'name', headerName: 'Item', flex: 1, minWidth: 180 },
  { field: 'warehouse', headerName: 'Warehouse', width: 110 },
  { field: 'inStock', headerName: 'In stock', type: 'number', width: 100 },
];

export default function CustomExportFormatGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={inventory}
        columns={columns}
        slots={{ toolbar: StockToolbar }}
        showToolbar
        initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
        pageSizeOptions={[25]}
      />
    </Box>
  );
}
