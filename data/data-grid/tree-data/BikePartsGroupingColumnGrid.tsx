import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  DataGridPro,
  GRID_TREE_DATA_GROUPING_FIELD,
  GridColDef,
  GridGroupingColDefOverride,
  GridRenderCellParams,
  useGridApiContext,
} from '@mui/x-data-grid-pro';
import { bikeBillOfMaterials, type BomLine } from './bikeBillOfMaterials';

function PartCell(props: GridRenderCellParams<BomLine>) {
  const { id, row, rowNode } = props;
  const apiRef = useGridApiContext();
  const theme = useTheme();
  const isAssembly = rowNode.type === 'group';
  const expanded = isAssembly && rowNode.childrenExpanded;
  const name = row.path[row.path.length - 1];

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', height: '100%', pl: rowNode.depth * 2 }}>
      <Box sx={{ width: 34, flexShrink: 0 }}>
        {isAssembly && (
          <IconButton
            size="small"
            aria-label={`${expanded ? 'Collapse' : 'Expand'} ${name}`}
            onClick={(event) => {
              // Keep the click from selecting the row.
              event.stopPropagation();
              apiRef.current.setRowChildrenExpansion(id, !expanded);
            }}
          >
            {expanded ? (
              <ExpandMoreIcon fontSize="small" />
            ) : (
              // The arrow points to where the text starts: flip it in right-to-left pages.
              <ChevronRightIcon
                fontSize="small"
                sx={{ transform: theme.direction === 'rtl' ? 'scaleX(-1)' : undefined }}
              />
            )}
          </IconButton>
        )}
      </Box>
      <Box sx={{ minWidth: 0, lineHeight: 1.2 }}>
        <Typography variant="body2" noWrap sx={{ fontWeight: isAssembly ? 600 : 400 }}>
          {name}
        </Typography>
        <Typography variant="caption" noWrap sx={{ color: 'text.secondary', display: 'block' }}>
          {row.partNumber}
          {isAssembly ? ` · ${rowNode.children.length} parts` : ''}
        </Typography>
      </Box>
    </Box>
  );
}

const groupingColDef: GridGroupingColDefOverride<BomLine> = {
  headerName: 'Part',
  width: 290,
  renderCell: (params) => <PartCell {...params} />,
};

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef<BomLine>[] = [
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80 },
  {
    field: 'unitCost',
    headerName: 'Unit cost',
    type: 'number',
    width: 110,
    valueFormatter: (value?: number) => (value == null ? '' : usd.format(value)),
  },
  { field: 'supplier', headerName: 'Supplier', width: 160 },
];

export default function BikePartsGroupingColumnGrid() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPro
        treeData
        rows={bikeBillOfMaterials}
        columns={columns}
        getTreeDataPath={(row) => row.path}
        groupingColDef={groupingColDef}
        rowHeight={56}
        defaultGroupingExpansionDepth={1}
        initialState={{ pinnedColumns: { left: [GRID_TREE_DATA_GROUPING_FIELD] } }}
        hideFooter
      />
    </Box>
  );
}
