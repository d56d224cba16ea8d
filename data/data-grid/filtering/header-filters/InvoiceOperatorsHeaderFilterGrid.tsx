import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  GridColDef,
  GridFilterModel,
  GridFilterOperator,
  getGridNumericOperators,
  getGridSingleSelectOperators,
} from '@mui/x-data-grid-pro';
import { invoices, type Invoice, type InvoiceStatus } from '@docs/demo-data';

// Two bounds are all the amount column needs; `headerLabel` is the label in the header filter.
const amountOperators = getGridNumericOperators()
  .filter((operator) => operator.value === '>=' || operator.value === '<=')
  .map((operator) => ({
    ...operator,
    headerLabel: operator.value === '>=' ? 'At least' : 'At most',
  }));

// An operator without a value: the header filter shows its label instead of an input.
const unpaidOperator: GridFilterOperator<Invoice, InvoiceStatus> = {
  value: 'unpaid',
  label: 'is unpaid',
  headerLabel: 'Unpaid',
  requiresFilterValue: false,
  getApplyFilterFn: () => (value) => value !== 'Paid' && value !== 'Draft',
};

const columns: GridColDef<Invoice>[] = [
  { field: 'number', headerName: 'Invoice', width: 150 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 180 },
  {
    field: 'amount',
    headerName: 'Amount (€)',
    type: 'number',
    width: 150,
    filterOperators: amountOperators,
  },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['Draft', 'Sent', 'Paid', 'Overdue'],
    width: 150,
    filterOperators: [...getGridSingleSelectOperators(), unpaidOperator],
  },
  { field: 'dueOn', headerName: 'Due', type: 'date', width: 150 },
];

export default function InvoiceOperatorsHeaderFilterGrid() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [
      { id: 1, field: 'amount', operator: '>=', value: 1000 },
      { id: 2, field: 'status', operator: 'unpaid' },
    ],
  });

  return (
    <Box sx={{ width: '100%' }}>
      <Box
        component="pre"
        sx={{
          m: 0,
          mb: 1,
          p: 1,
          minHeight: 60,
          fontSize: 13,
          borderRadius: 1,
          bgcolor: 'action.hover',
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-word',
        }}
      >
        filterModel.items = {JSON.stringify(filterModel.items)}
      </Box>
      <Box sx={{ height: 400 }}>
        <DataGridPro
          rows={invoices}
          columns={columns}
          headerFilters
          filterModel={filterModel}
          onFilterModelChange={(model) => setFilterModel(model)}
          hideFooter
        />
      </Box>
    </Box>
  );
}
