import * as React from 'react';
import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import FitScreenIcon from '@mui/icons-material/FitScreen';
import {
  DataGrid,
  GridColDef,
  GridColumnMenu,
  GridColumnMenuItemProps,
  GridColumnMenuProps,
  useGridApiContext,
} from '@mui/x-data-grid';
import { inventory, type InventoryItem } from '@docs/demo-data';

/** A new item: resize this column to its widest cell. */
function FitWidthMenuItem({ colDef, onClick }: GridColumnMenuItemProps) {
  const apiRef = useGridApiContext();
  return (
    <MenuItem
      onClick={(event) => {
        apiRef.current.autosizeColumns({ columns: [colDef.field], includeHeaders: true });
        // `onClick` closes the menu.
        onClick(event);
      }}
    >
      <ListItemIcon>
        <FitScreenIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>Fit width to content</ListItemText>
    </MenuItem>
  );
}

function StockColumnMenu(props: GridColumnMenuProps) {
  return (
    <GridColumnMenu
      {...props}
      slots={{ columnMenuFitWidthItem: FitWidthMenuItem }}
      // 15: between the sort items (10) and the filter item (20).
      slotProps={{ columnMenuFitWidthItem: { displayOrder: 15 } }}
    />
  );
}

const columns: GridColDef<InventoryItem>[] = [
  { field: 'sku', headerName: 'SKU', width: 80 },
  { field: 'name', headerName: 'Item', width: 100 },
  { field: 'category', headerName: 'Category', width: 90 },
  { field: 'warehouse', headerName: 'Warehouse', width: 100 },
  { field: 'inStock', headerName: 'In stock', type: 'number', width: 100 },
  { field: 'unitCost', headerName: 'Unit cost', type: 'number', width: 100 },
];

export default function FitWidthMenuItemGrid() {
  const [widths, setWidths] = React.useState<Record<string, number>>({});

  return (
    <Box sx={{ width: '100%' }}>
      <Box
        component="output"
        sx={{
          display: 'block',
          mb: 1,
          p: 1,
          minHeight: 40,
          fontFamily: 'monospace',
          fontSize: 13,
          borderRadius: 1,
          bgcolor: 'action.hover',
          wordBreak: 'break-word',
        }}
      >
        resized: {Object.keys(widths).length === 0 ? 'none yet' : JSON.stringify(widths)}
      </Box>
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={inventory}
          columns={columns}
          slots={{ columnMenu: StockColumnMenu }}
          onColumnWidthChange={({ colDef, width }) =>
            setWidths((previous) => ({ ...previous, [colDef.field]: Math.round(width) }))
          }
          hideFooter
        />
      </Box>
    </Box>
  );
}
