import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGridPro, GridColDef, GridSortModel } from '@mui/x-data-grid-pro';

interface BudgetLine {
  id: number;
  path: string[];
  headcount: number;
  /** Yearly budget in thousands of US dollars. */
  budget: number;
}

const rows: BudgetLine[] = [
  { id: 1, path: ['Engineering'], headcount: 38, budget: 6120 },
  { id: 2, path: ['Engineering', 'Platform'], headcount: 9, budget: 1480 },
  { id: 3, path: ['Engineering', 'Checkout'], headcount: 12, budget: 1930 },
  { id: 4, path: ['Engineering', 'Mobile apps'], headcount: 11, budget: 1850 },
  { id: 5, path: ['Engineering', 'Data'], headcount: 6, budget: 860 },
  { id: 6, path: ['Sales'], headcount: 24, budget: 3340 },
  { id: 7, path: ['Sales', 'EMEA'], headcount: 10, budget: 1420 },
  { id: 8, path: ['Sales', 'Americas'], headcount: 11, budget: 1610 },
  { id: 9, path: ['Sales', 'APAC'], headcount: 3, budget: 310 },
  { id: 10, path: ['Support'], headcount: 15, budget: 1180 },
  { id: 11, path: ['Support', 'Tier 1'], headcount: 11, budget: 740 },
  { id: 12, path: ['Support', 'Tier 2'], headcount: 4, budget: 440 },
  { id: 13, path: ['Design'], headcount: 7, budget: 1030 },
  { id: 14, path: ['Design', 'Product design'], headcount: 5, budget: 760 },
  { id: 15, path: ['Design', 'Brand'], headcount: 2, budget: 270 },
];

const columns: GridColDef<BudgetLine>[] = [
  { field: 'headcount', headerName: 'Headcount', type: 'number', width: 110 },
  {
    field: 'budget',
    headerName: 'Budget',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => `$${(value / 1000).toFixed(2)}M`,
  },
];

export default function TeamBudgetSortingGrid() {
  const [disableChildrenSorting, setDisableChildrenSorting] = React.useState(false);
  const [sortModel, setSortModel] = React.useState<GridSortModel>([
    { field: 'budget', sort: 'desc' },
  ]);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={disableChildrenSorting}
            onChange={(event) => setDisableChildrenSorting(event.target.checked)}
          />
        }
        label="disableChildrenSorting"
      />
      <Typography
        variant="body2"
        component="pre"
        sx={{ m: 0, mb: 1, p: 1, borderRadius: 1, bgcolor: 'action.hover', whiteSpace: 'pre-wrap', minHeight: '3em' }}
      >
        {`sortModel = ${JSON.stringify(sortModel)}`}
      </Typography>
      <Box sx={{ height: 440 }}>
        <DataGridPro
          treeData
          rows={rows}
          columns={columns}
          getTreeDataPath={(row) => row.path}
          groupingColDef={{ headerName: 'Team', flex: 1, minWidth: 200, sortable: true }}
          defaultGroupingExpansionDepth={-1}
          disableChildrenSorting={disableChildrenSorting}
          sortModel={sortModel}
          onSortModelChange={(model) => setSortModel(model)}
          hideFooter
        />
      </Box>
    </Box>
  );
}
