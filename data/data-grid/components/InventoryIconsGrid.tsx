import * as React from 'react';
import Box from '@mui/material/Box';
import ArrowCircleDownIcon from '@mui/icons-material/ArrowCircleDown';
import ArrowCircleUpIcon from '@mui/icons-material/ArrowCircleUp';
import FilterAltIcon from '@mui/icons-material/FilterAlt';
import MoreHorizIcon from '@mui/icons-material/MoreHoriz';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutline';
import { DataGrid, GridBaseIconProps, GridColDef } from '@mui/x-data-grid';
import { inventory, type InventoryItem } from '@docs/demo-data';

type Row = InventoryItem & { belowReorderLevel: boolean };

const rows: Row[] = inventory.map((item) => ({
  ...item,
  belowReorderLevel: item.inStock < item.reorderLevel,
}));

// Icon slots receive `GridBaseIconProps`; its `color` values are not all Material UI's, so leave it out.
function SortedUpIcon({ color: _color, ...props }: GridBaseIconProps) {
  return <ArrowCircleUpIcon {...props} />;
}
function SortedDownIcon({ color: _color, ...props }: GridBaseIconProps) {
  return <ArrowCircleDownIcon {...props} />;
}
function FilteredIcon({ color: _color, ...props }: GridBaseIconProps) {
  return <FilterAltIcon {...props} />;
}
function MenuIcon({ color: _color, ...props }: GridBaseIconProps) {
  return <MoreHorizIcon {...props} />;
}
function YesIcon({ color: _color, ...props }: GridBaseIconProps) {
  return <TaskAltIcon {...props} color="warning" />;
}
function NoIcon({ color: _color, ...props }: GridBaseIconProps) {
  return <RemoveCircleOutlineIcon {...props} color="disabled" />;
}

const columns: GridColDef<Row>[] = [
  { field: 'sku', headerName: 'SKU', width: 110 },
  { field: 'name', headerName: 'Item', flex: 1, minWidth: 170 },
  { field: 'inStock', headerName: 'In stock', type: 'number', width: 110 },
  { field: 'belowReorderLevel', headerName: 'Reorder', type: 'boolean', width: 100 },
];

export default function InventoryIconsGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{
          columnSortedAscendingIcon: SortedUpIcon,
          columnSortedDescendingIcon: SortedDownIcon,
          columnFilteredIcon: FilteredIcon,
          columnMenuIcon: MenuIcon,
          booleanCellTrueIcon: YesIcon,
          booleanCellFalseIcon: NoIcon,
        }}
        initialState={{
          sorting: { sortModel: [{ field: 'inStock', sort: 'asc' }] },
          filter: {
            filterModel: {
              items: [
                { field: 'name', operator: 'doesNotContain', value: 'screws' },
              ],
            },
          },
        }}
        hideFooter
      />
    </Box>
  );
}
