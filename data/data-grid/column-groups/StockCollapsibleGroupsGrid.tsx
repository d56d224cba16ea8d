import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import UnfoldLessIcon from '@mui/icons-material/UnfoldLess';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import {
  DataGrid,
  GridColDef,
  GridColumnGroupHeaderParams,
  GridColumnGroupingModel,
  GridColumnVisibilityModel,
} from '@mui/x-data-grid';
import { stockPrices, type StockPrice } from '@docs/demo-data';

const rows = stockPrices.NBLA.slice(0, 30);

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });

const columns: GridColDef<StockPrice>[] = [
  {
    field: 'date',
    headerName: 'Day',
    type: 'date',
    width: 120,
    valueFormatter: (value: Date) => dateFormat.format(value),
  },
  ...(['open', 'high', 'low', 'close'] as const).map<GridColDef<StockPrice>>((field) => ({
    field,
    headerName: field[0].toUpperCase() + field.slice(1),
    type: 'number',
    // The close stays when the group is folded: wide enough for the group's label and button.
    width: field === 'close' ? 130 : 100,
    valueFormatter: (value: number) => usd.format(value),
  })),
  { field: 'volume', headerName: 'Volume', type: 'number', width: 120 },
];

/** The columns each group hides when it is folded; the others stay as its summary. */
const COLLAPSIBLE: Record<string, { fold: string[] }> = {
  prices: { fold: ['open', 'high', 'low'] },
};

export default function StockCollapsibleGroupsGrid() {
  const [collapsed, setCollapsed] = React.useState<Record<string, boolean>>({ prices: true });

  const columnVisibilityModel = React.useMemo<GridColumnVisibilityModel>(() => {
    const model: GridColumnVisibilityModel = {};
    Object.entries(COLLAPSIBLE).forEach(([groupId, { fold }]) => {
      fold.forEach((field) => {
        model[field] = !collapsed[groupId];
      });
    });
    return model;
  }, [collapsed]);

  const columnGroupingModel = React.useMemo<GridColumnGroupingModel>(() => {
    const renderCollapsibleHeader = ({ groupId, headerName }: GridColumnGroupHeaderParams) => {
      const isCollapsed = !!groupId && collapsed[groupId];
      return (
        <Box
          component="span"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 500 }}
        >
          {headerName}
          <IconButton
            size="small"
            aria-expanded={!isCollapsed}
            aria-label={isCollapsed ? `Show all ${headerName} columns` : `Fold ${headerName}`}
            onClick={() =>
              setCollapsed((previous) => ({ ...previous, [groupId!]: !previous[groupId!] }))
            }
          >
            {isCollapsed ? (
              <UnfoldMoreIcon fontSize="small" sx={{ transform: 'rotate(90deg)' }} />
            ) : (
              <UnfoldLessIcon fontSize="small" sx={{ transform: 'rotate(90deg)' }} />
            )}
          </IconButton>
        </Box>
      );
    };
    return [
      {
        groupId: 'prices',
        headerName: 'Price',
        renderHeaderGroup: renderCollapsibleHeader,
        children: [{ field: 'open' }, { field: 'high' }, { field: 'low' }, { field: 'close' }],
      },
      { groupId: 'trading', headerName: 'Trading', children: [{ field: 'volume' }] },
    ];
  }, [collapsed]);

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
        columnVisibilityModel = {JSON.stringify(columnVisibilityModel)}
      </Box>
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          getRowId={(row) => row.date.toISOString()}
          columnGroupingModel={columnGroupingModel}
          columnVisibilityModel={columnVisibilityModel}
          // The headers own visibility here: no Hide column item, no columns panel.
          disableColumnSelector
          columnHeaderHeight={48}
          hideFooter
        />
      </Box>
    </Box>
  );
}
