import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { DataGridPremium, GridColDef, GridRenderCellParams } from '@mui/x-data-grid-premium';

type Priority = 'Urgent' | 'High' | 'Normal' | 'Low';

interface Ticket {
  id: number;
  key: string;
  subject: string;
  priority: Priority;
  agent: string;
}

const tickets: Ticket[] = [
  { id: 1, key: 'SUP-3120', subject: 'Checkout fails with saved card', priority: 'Urgent', agent: 'Rosa' },
  { id: 2, key: 'SUP-3121', subject: 'Invoice PDF shows wrong VAT', priority: 'High', agent: 'Malik' },
  { id: 3, key: 'SUP-3124', subject: 'Password reset email delayed', priority: 'High', agent: 'Rosa' },
  { id: 4, key: 'SUP-3127', subject: 'Add a dark logo to the receipt', priority: 'Low', agent: 'Yuki' },
  { id: 5, key: 'SUP-3130', subject: 'Export to CSV cuts long names', priority: 'Normal', agent: 'Malik' },
  { id: 6, key: 'SUP-3131', subject: 'API returns 502 for EU stores', priority: 'Urgent', agent: 'Yuki' },
  { id: 7, key: 'SUP-3135', subject: 'Typo on the pricing page', priority: 'Low', agent: 'Rosa' },
  { id: 8, key: 'SUP-3138', subject: 'Coupon not applied to bundles', priority: 'Normal', agent: 'Yuki' },
];

const chipColor = {
  Urgent: 'error',
  High: 'secondary',
  Normal: 'primary',
  Low: 'default',
} as const;

const columns: GridColDef<Ticket>[] = [
  { field: 'key', headerName: 'Ticket', width: 110 },
  {
    field: 'priority',
    headerName: 'Priority',
    width: 120,
    // Used in this column, and on the priority groups of the grouping column.
    renderCell: (params: GridRenderCellParams<Ticket, Priority>) =>
      params.value ? (
        <Chip size="small" label={params.value} color={chipColor[params.value]} variant="outlined" />
      ) : null,
  },
  { field: 'subject', headerName: 'Subject', width: 260 },
  { field: 'agent', headerName: 'Agent', width: 100 },
];

export default function SupportTicketPriorityGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={tickets}
        columns={columns}
        initialState={{ rowGrouping: { model: ['priority'] } }}
        groupingColDef={{ width: 190 }}
        hideFooter
      />
    </Box>
  );
}
