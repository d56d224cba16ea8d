import * as React from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { DataGridPro, GRID_DETAIL_PANEL_TOGGLE_COL_DEF, GridColDef, GridRowParams } from '@mui/x-data-grid-pro';
import { orders, seededRandom, type Order } from '@docs/demo-data';

interface OrderLine {
  sku: string;
  product: string;
  quantity: number;
  unitPrice: number;
}

const CATALOG: Array<[string, string, number]> = [
  ['GR-100', 'Espresso grinder', 189],
  ['KT-220', 'Pour-over kettle', 64],
  ['MG-410', 'Ceramic mug set', 42],
  ['FP-009', 'Filter papers (box)', 9],
  ['SC-079', 'Barista scale', 79],
];

/** Each order keeps the product it was placed for, plus zero to three add-ons. */
function linesOf(order: Order): OrderLine[] {
  const random = seededRandom(order.id * 31);
  const extras = Math.floor(random() * 4);
  const lines: OrderLine[] = [
    { sku: 'MAIN', product: order.product, quantity: order.quantity, unitPrice: order.unitPrice },
  ];
  for (let index = 0; index < extras; index += 1) {
    const [sku, product, unitPrice] = CATALOG[(order.id + index) % CATALOG.length];
    lines.push({ sku, product, quantity: 1 + Math.floor(random() * 3), unitPrice });
  }
  return lines;
}

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const rows = orders.slice(0, 20).map((order) => ({ ...order, lines: linesOf(order) }));
type OrderWithLines = (typeof rows)[number];

const columns: GridColDef<OrderWithLines>[] = [
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
  { field: 'status', headerName: 'Status', width: 100 },
  {
    field: 'linesTotal',
    headerName: 'Total',
    type: 'number',
    width: 110,
    valueGetter: (_value, row) =>
      row.lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0),
    valueFormatter: (value: number) => money.format(value),
  },
];

function OrderLines({ order }: { order: OrderWithLines }) {
  return (
    <Box sx={{ px: 2, py: 1.5 }}>
      <Typography variant="body2" sx={{ fontWeight: 500, mb: 0.5 }}>
        {order.lines.length} {order.lines.length === 1 ? 'line' : 'lines'} in {order.number}
      </Typography>
      <Table size="small" aria-label={`Lines of order ${order.number}`}>
        <TableHead>
          <TableRow>
            <TableCell>Product</TableCell>
            <TableCell align="right">Qty</TableCell>
            <TableCell align="right">Amount</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {order.lines.map((line, index) => (
            <TableRow key={index}>
              <TableCell>{line.product}</TableCell>
              <TableCell align="right">{line.quantity}</TableCell>
              <TableCell align="right">{money.format(line.quantity * line.unitPrice)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

export default function OrderLinesDetailGrid() {
  // Stable references: the grid calls both functions for every row and caches the result.
  const getDetailPanelContent = React.useCallback(
    ({ row }: GridRowParams<OrderWithLines>) => <OrderLines order={row} />,
    [],
  );
  const getDetailPanelHeight = React.useCallback(() => 200, []);

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        hideFooter
      />
    </Box>
  );
}
