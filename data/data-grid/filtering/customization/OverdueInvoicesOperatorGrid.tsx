import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridTypeFilterInputValueProps,
  GridColDef,
  GridFilterInputValue,
  GridFilterOperator,
  getGridDateOperators,
} from '@mui/x-data-grid';
import { invoices, invoicesAsOf, type Invoice } from '@docs/demo-data';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days between the due date and the day the data is "as of"; negative before the due date. */
function daysLate(invoice: Invoice): number {
  return Math.round((invoicesAsOf.getTime() - invoice.dueOn.getTime()) / DAY_MS);
}

const overdueByMoreThan: GridFilterOperator<Invoice, Date, Date, GridTypeFilterInputValueProps> = {
  label: 'overdue by more than',
  value: 'overdueByMoreThan',
  getApplyFilterFn: (filterItem) => {
    const days = Number(filterItem.value);
    if (filterItem.value == null || filterItem.value === '' || Number.isNaN(days)) {
      // No usable number yet: let every row through.
      return null;
    }
    return (_value, row) => row.status !== 'Paid' && daysLate(row) > days;
  },
  InputComponent: GridFilterInputValue,
  InputComponentProps: { type: 'number' },
  getValueAsString: (value) => `${value} days`,
};

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });

const columns: GridColDef<Invoice>[] = [
  { field: 'number', headerName: 'Invoice', width: 130 },
  { field: 'client', headerName: 'Client', width: 170 },
  {
    field: 'dueOn',
    headerName: 'Due',
    type: 'date',
    width: 120,
    valueFormatter: (value: Date) => dateFormat.format(value),
    // Our operator first, then the usual date operators.
    filterOperators: [overdueByMoreThan, ...getGridDateOperators()],
  },
  { field: 'status', headerName: 'Status', width: 100 },
  { field: 'amount', headerName: 'Amount (€)', type: 'number', width: 110 },
];

export default function OverdueInvoicesOperatorGrid() {
  return (
    <Box sx={{ width: '100%' }}>
      <Box component="p" sx={{ m: 0, mb: 1, typography: 'body2', color: 'text.secondary' }}>
        Today is {dateFormat.format(invoicesAsOf)} for this ledger.
      </Box>
      <Box sx={{ height: 360 }}>
        <DataGrid
          rows={invoices}
          columns={columns}
          initialState={{
            filter: {
              filterModel: {
                items: [{ field: 'dueOn', operator: 'overdueByMoreThan', value: 10 }],
              },
            },
          }}
          showToolbar
          hideFooter
        />
      </Box>
    </Box>
  );
}
