import * as React from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { DataGridPro, GRID_DETAIL_PANEL_TOGGLE_COL_DEF, GridColDef, GridRowParams } from '@mui/x-data-grid-pro';
import { orders, type Order } from '@docs/demo-data';

interface CustomerSummary {
  orderCount: number;
  lifetimeSpend: number;
  lastOrder: string;
}

/** Stands in for an API: answers after a delay you can see, once per customer. */
const answers = new Map<string, Promise<CustomerSummary>>();
function fetchCustomerSummary(customer: string): Promise<CustomerSummary> {
  let answer = answers.get(customer);
  if (!answer) {
    answer = new Promise((resolve) => {
      setTimeout(() => {
        const theirs = orders.filter((order) => order.customer === customer);
        resolve({
          orderCount: theirs.length,
          lifetimeSpend: theirs.reduce((sum, order) => sum + order.total, 0),
          lastOrder: theirs[theirs.length - 1].number,
        });
      }, 1200);
    });
    answers.set(customer, answer);
  }
  return answer;
}

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

function CustomerPanel({ order }: { order: Order }) {
  const [summary, setSummary] = React.useState<CustomerSummary | null>(null);

  // The panel mounts when it opens, so this request runs only for open rows.
  React.useEffect(() => {
    let active = true;
    fetchCustomerSummary(order.customer).then((result) => {
      if (active) setSummary(result);
    });
    return () => {
      active = false;
    };
  }, [order.customer]);

  return (
    <Box sx={{ px: 2, py: 1.5, typography: 'body2' }} aria-busy={!summary}>
      <Typography variant="body2" sx={{ fontWeight: 500, mb: 0.5 }}>
        {order.customer}, {order.country}
      </Typography>
      {summary ? (
        <Box sx={{ display: 'grid', gap: 0.5 }}>
          <span>{summary.orderCount} orders since March</span>
          <span>Lifetime spend: {money.format(summary.lifetimeSpend)}</span>
          <span>Latest order: {summary.lastOrder}</span>
        </Box>
      ) : (
        <Box sx={{ display: 'grid', gap: 0.5 }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Loading the customer…
          </Typography>
          <Skeleton variant="text" width={180} />
          <Skeleton variant="text" width={150} />
        </Box>
      )}
    </Box>
  );
}

const columns: GridColDef<Order>[] = [
  {
    ...GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
    // A header text that screen readers read and eyes do not see.
    renderHeader: () => (
      <Box
        component="span"
        sx={{ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
      >
        Details
      </Box>
    ),
  },
  { field: 'number', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 180 },
  { field: 'country', headerName: 'Country', width: 130 },
];

export default function CustomerHistoryLazyGrid() {
  const getDetailPanelContent = React.useCallback(
    ({ row }: GridRowParams<Order>) => <CustomerPanel order={row} />,
    [],
  );
  // A fixed height: the row does not jump when the answer replaces the skeleton.
  const getDetailPanelHeight = React.useCallback(() => 120, []);

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={orders}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        hideFooter
      />
    </Box>
  );
}
