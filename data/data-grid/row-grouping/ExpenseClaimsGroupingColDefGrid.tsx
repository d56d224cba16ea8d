import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, GridColDef, GridGroupingColDefOverride } from '@mui/x-data-grid-premium';

interface ExpenseClaim {
  id: number;
  claimant: string;
  team: string;
  category: 'Travel' | 'Meals' | 'Software' | 'Training';
  amount: number;
}

const claims: ExpenseClaim[] = [
  { id: 1, claimant: 'Ines Duarte', team: 'Field sales', category: 'Travel', amount: 412.3 },
  { id: 2, claimant: 'Ines Duarte', team: 'Field sales', category: 'Meals', amount: 58.9 },
  { id: 3, claimant: 'Tomás Reyes', team: 'Field sales', category: 'Travel', amount: 1290 },
  { id: 4, claimant: 'Mei Lin', team: 'Platform', category: 'Software', amount: 240 },
  { id: 5, claimant: 'Jonas Berg', team: 'Platform', category: 'Training', amount: 650 },
  { id: 6, claimant: 'Mei Lin', team: 'Platform', category: 'Meals', amount: 34.5 },
  { id: 7, claimant: 'Aisha Bello', team: 'Marketing', category: 'Software', amount: 99 },
  { id: 8, claimant: 'Aisha Bello', team: 'Marketing', category: 'Travel', amount: 310.75 },
  { id: 9, claimant: 'Lucas Moreau', team: 'Marketing', category: 'Training', amount: 480 },
];

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef<ExpenseClaim>[] = [
  { field: 'claimant', headerName: 'Claimant', width: 150 },
  { field: 'team', headerName: 'Team', width: 120 },
  { field: 'category', headerName: 'Category', width: 110 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 110,
    valueFormatter: (value?: number) => (value == null ? '' : money.format(value)),
  },
];

// One object: every grouping column of the grid gets these properties.
const groupingColDef: GridGroupingColDefOverride<ExpenseClaim> = {
  headerName: 'Cost centre',
  description: 'Team, then expense category',
  width: 230,
  headerClassName: 'cost-centre-header',
};

export default function ExpenseClaimsGroupingColDefGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={claims}
        columns={columns}
        initialState={{ rowGrouping: { model: ['team', 'category'] } }}
        groupingColDef={groupingColDef}
        defaultGroupingExpansionDepth={1}
        hideFooter
        sx={{ '& .cost-centre-header': { fontStyle: 'italic' } }}
      />
    </Box>
  );
}
