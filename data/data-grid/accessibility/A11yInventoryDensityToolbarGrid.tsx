import * as React from 'react';
import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import DensityMediumIcon from '@mui/icons-material/DensityMedium';
import {
  DataGridPro,
  GridColDef,
  GridDensity,
  Toolbar,
  ToolbarButton,
  gridDensitySelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid-pro';
import { inventory, type InventoryItem } from '@docs/demo-data';

const columns: GridColDef<InventoryItem>[] = [
  { field: 'sku', headerName: 'SKU', width: 110 },
  { field: 'name', headerName: 'Item', flex: 1, minWidth: 170 },
  { field: 'warehouse', headerName: 'Warehouse', width: 110 },
  { field: 'inStock', headerName: 'In stock', type: 'number', width: 100 },
  { field: 'reorderLevel', headerName: 'Reorder at', type: 'number', width: 110 },
];

const OPTIONS: Array<{ value: GridDensity; label: string }> = [
  { value: 'compact', label: 'Compact' },
  { value: 'standard', label: 'Standard' },
  { value: 'comfortable', label: 'Comfortable' },
];

function DensityToolbar() {
  // Inside a slot, the grid's API and state come from context.
  const apiRef = useGridApiContext();
  const density = useGridSelector(apiRef, gridDensitySelector);
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  const triggerId = React.useId();
  const menuId = React.useId();

  return (
    <Toolbar>
      <Typography component="span" sx={{ flex: 1, mx: 0.5, fontWeight: 500 }}>
        Stock levels
      </Typography>
      <Tooltip title="Row density">
        <ToolbarButton
          id={triggerId}
          aria-label="Row density"
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <DensityMediumIcon fontSize="small" />
        </ToolbarButton>
      </Tooltip>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-labelledby': triggerId, dense: true } }}
      >
        {OPTIONS.map((option) => (
          <MenuItem
            key={option.value}
            role="menuitemradio"
            aria-checked={density === option.value}
            onClick={() => {
              apiRef.current.setDensity(option.value);
              setAnchor(null);
            }}
          >
            <ListItemIcon>
              {density === option.value ? <CheckIcon fontSize="small" /> : null}
            </ListItemIcon>
            <ListItemText>{option.label}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </Toolbar>
  );
}

const slots = { toolbar: DensityToolbar };

export default function A11yInventoryDensityToolbarGrid() {
  const [changes, setChanges] = React.useState<GridDensity[]>([]);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ fontFamily: 'monospace', minHeight: 40 }}>
        onDensityChange calls: {changes.length === 0 ? 'none yet' : changes.join(' → ')}
      </Typography>
      <Box sx={{ height: 400 }}>
        <DataGridPro
          rows={inventory}
          columns={columns}
          initialState={{ density: 'compact' }}
          onDensityChange={(density) => setChanges((list) => [...list, density].slice(-3))}
          slots={slots}
          showToolbar
          hideFooter
        />
      </Box>
    </Stack>
  );
}
