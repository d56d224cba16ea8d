import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { day, inventory, round } from '@docs/demo-data';

interface PurchaseOrderLine {
  id: number;
  po: string;
  supplier: string;
  orderedOn: Date;
  item: string;
  quantity: number;
  unitCost: number;
  /** Sum of every line of the same purchase order. */
  poTotal: number;
}

type Header = [po: string, supplier: string, orderedOn: string, lines: Array<[itemIndex: number, quantity: number]>];

const PURCHASE_ORDERS: Header[] = [
  ['PO-7741', 'Boltwell Fasteners', '2025-04-02', [[3, 40], [4, 60], [5, 25]]],
  ['PO-7742', 'Lumen Electric', '2025-04-03', [[6, 200], [7, 30]]],
  ['PO-7743', 'Lumen Electric', '2025-04-03', [[8, 40]]],
  ['PO-7744', 'Northside Tools', '2025-04-07', [[0, 12], [2, 20], [1, 15], [13, 10]]],
  ['PO-7745', 'Colorado Paints', '2025-04-08', [[9, 24], [11, 30]]],
  ['PO-7746', 'Greenway Garden Supply', '2025-04-14', [[12, 15], [13, 20], [14, 10]]],
];

const rows: PurchaseOrderLine[] = PURCHASE_ORDERS.flatMap(([po, supplier, orderedOn, lines]) => {
  const items = lines.map(([itemIndex, quantity]) => {
    const item = inventory[itemIndex % inventory.length];
    return { item: item.name, quantity, unitCost: item.unitCost };
  });
  const poTotal = round(items.reduce((sum, line) => sum + line.quantity * line.unitCost, 0));
  return items.map((line) => ({ po, supplier, orderedOn: day(orderedOn), poTotal, ...line }));
}).map((line, index) => ({ id: index + 1, ...line }));

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const money = (value: number) => value.toFixed(2);

// Everything about the order merges once per order, even when two orders share a value.
const perOrder = (_value: unknown, row: PurchaseOrderLine) => row.po;

const columns: GridColDef<PurchaseOrderLine>[] = [
  { field: 'po', headerName: 'PO', width: 90 },
  { field: 'supplier', headerName: 'Supplier', width: 150, rowSpanValueGetter: perOrder },
  {
    field: 'orderedOn',
    headerName: 'Ordered',
    type: 'date',
    width: 80,
    valueFormatter: (value: Date) => dateFormat.format(value),
    rowSpanValueGetter: perOrder,
  },
  { field: 'item', headerName: 'Item', width: 180, rowSpanValueGetter: () => null },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 70, rowSpanValueGetter: () => null },
  {
    field: 'lineTotal',
    headerName: 'Line ($)',
    type: 'number',
    width: 90,
    valueGetter: (_value, row) => round(row.quantity * row.unitCost),
    valueFormatter: money,
    rowSpanValueGetter: () => null,
  },
  {
    field: 'poTotal',
    headerName: 'PO total ($)',
    type: 'number',
    width: 110,
    valueFormatter: money,
    rowSpanValueGetter: perOrder,
  },
];

export default function PurchaseOrderLinesGrid() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        rowSpanning
        checkboxSelection
        showCellVerticalBorder
        hideFooter
      />
    </Box>
  );
}
