import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridCellModes,
  GridColDef,
  GridEditSingleSelectCell,
  GridEventListener,
  GridRenderEditCellParams,
  useGridApiContext,
  useGridApiRef,
} from '@mui/x-data-grid';
import { inventory, type InventoryItem } from '@docs/demo-data';

/** In cell editing the select stays in edit mode after a pick; this one saves at once. */
function WarehouseEditor(props: GridRenderEditCellParams<InventoryItem, string>) {
  const apiRef = useGridApiContext();
  const { id, field } = props;

  return (
    <GridEditSingleSelectCell
      {...props}
      onValueChange={async (_event, value) => {
        await apiRef.current.setEditCellValue({ id, field, value });
        apiRef.current.stopCellEditMode({ id, field });
      }}
    />
  );
}

const columns: GridColDef<InventoryItem>[] = [
  { field: 'sku', headerName: 'SKU', width: 100 },
  { field: 'name', headerName: 'Item', width: 200 },
  { field: 'inStock', headerName: 'In stock', type: 'number', width: 100, editable: true },
  { field: 'reorderLevel', headerName: 'Reorder at', type: 'number', width: 110, editable: true },
  {
    field: 'warehouse',
    headerName: 'Warehouse',
    type: 'singleSelect',
    valueOptions: ['North', 'South', 'East'],
    width: 120,
    editable: true,
    renderEditCell: (params) => <WarehouseEditor {...params} />,
  },
];

export default function SingleClickEditGrid() {
  const apiRef = useGridApiRef();
  const [lastEvent, setLastEvent] = React.useState('Click a number or a warehouse to edit it.');

  const handleCellClick: GridEventListener<'cellClick'> = (params, event) => {
    if (!params.isEditable || params.cellMode !== GridCellModes.View) {
      return;
    }
    // A click on an option of the Warehouse menu bubbles through the React tree,
    // but its target is in a portal, outside the cell: leave it to the editor.
    if (!event.currentTarget.contains(event.target as Node)) {
      return;
    }
    apiRef.current?.startCellEditMode({ id: params.id, field: params.field });
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 320 }}>
        <DataGrid
          apiRef={apiRef}
          density="compact"
          rows={inventory}
          columns={columns}
          onCellClick={handleCellClick}
          onCellEditStart={(params) => setLastEvent(`Editing ${params.field} of ${params.row.sku}`)}
          onCellEditStop={(params) =>
            setLastEvent(`Stopped editing ${params.field} of ${params.row.sku} (${params.reason})`)
          }
          hideFooter
        />
      </Box>
      <Box
        component="pre"
        sx={{ m: 0, mt: 1, fontSize: 13, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
      >
        {lastEvent}
      </Box>
    </Box>
  );
}
