import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GridCellSelectionModel,
  GridColDef,
  gridClasses,
} from '@mui/x-data-grid-premium';

interface BudgetRow {
  id: string;
  department: string;
  q1: number;
  q2: number;
  q3: number;
  q4: number;
}

const rows: BudgetRow[] = [
  { id: 'eng', department: 'Engineering', q1: 412000, q2: 428000, q3: 440000, q4: 465000 },
  { id: 'design', department: 'Design', q1: 96000, q2: 98000, q3: 104000, q4: 104000 },
  { id: 'sales', department: 'Sales', q1: 238000, q2: 251000, q3: 246000, q4: 290000 },
  { id: 'support', department: 'Support', q1: 121000, q2: 121000, q3: 126000, q4: 131000 },
  { id: 'finance', department: 'Finance', q1: 88000, q2: 88000, q3: 91000, q4: 97000 },
  { id: 'people', department: 'People', q1: 64000, q2: 66000, q3: 66000, q4: 71000 },
];

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

const columns: GridColDef<BudgetRow>[] = [
  { field: 'department', headerName: 'Department', minWidth: 140, flex: 1 },
  ...(['q1', 'q2', 'q3', 'q4'] as const).map((field) => ({
    field,
    headerName: field.toUpperCase(),
    type: 'number' as const,
    width: 110,
    valueFormatter: (value: number) => money.format(value),
  })),
];

// Q2 and Q3 of three departments, so the frame shows as soon as the grid does.
const initialSelection: GridCellSelectionModel = Object.fromEntries(
  ['design', 'sales', 'support'].map((id) => [id, { q2: true, q3: true }]),
);

const edge = '2px solid';

export default function BudgetRangeStyleGrid() {
  return (
    <Box
      sx={{
        height: 372,
        width: '100%',
        // Spreadsheet look: a quiet fill inside the range and a frame drawn on its outer edges.
        // The frame is an overlay, so drawing it moves no cell content.
        [`& .${gridClasses.cell}.Mui-selected`]: {
          position: 'relative',
          bgcolor: 'action.selected',
          '&::after': {
            content: '""',
            position: 'absolute',
            inset: 0,
            pointerEvents: 'none',
            borderColor: 'primary.main',
          },
        },
        [`& .${gridClasses['cell--rangeTop']}::after`]: { borderTop: edge, borderTopColor: 'primary.main' },
        [`& .${gridClasses['cell--rangeBottom']}::after`]: { borderBottom: edge, borderBottomColor: 'primary.main' },
        [`& .${gridClasses['cell--rangeLeft']}::after`]: { borderLeft: edge, borderLeftColor: 'primary.main' },
        [`& .${gridClasses['cell--rangeRight']}::after`]: { borderRight: edge, borderRightColor: 'primary.main' },
      }}
    >
      <DataGridPremium
        rows={rows}
        columns={columns}
        cellSelection
        disableRowSelectionOnClick
        initialState={{ cellSelection: initialSelection }}
        hideFooter
      />
    </Box>
  );
}
