import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  GridEditSingleSelectCell,
  GridEditSingleSelectCellProps,
  GridRenderEditCellParams,
  useGridApiContext,
} from '@mui/x-data-grid';
import { orders, type Order } from '@docs/demo-data';

/** The catalogue price of each product, taken from the orders themselves. */
const PRICES: Record<string, number> = {};
orders.forEach((order) => {
  PRICES[order.product] = order.unitPrice;
});
const PRODUCTS = Object.keys(PRICES).sort();

function ProductEditor(props: GridRenderEditCellParams<Order, string>) {
  const { id } = props;
  const apiRef = useGridApiContext();

  const handleValueChange: GridEditSingleSelectCellProps['onValueChange'] = async (_event, product) => {
    // Another product comes with its own price: update the price editor of the same row.
    await apiRef.current.setEditCellValue({ id, field: 'unitPrice', value: PRICES[product] });
  };

  return <GridEditSingleSelectCell {...props} onValueChange={handleValueChange} />;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef<Order>[] = [
  { field: 'number', headerName: 'Order', width: 100 },
  {
    field: 'product',
    headerName: 'Product',
    type: 'singleSelect',
    valueOptions: PRODUCTS,
    width: 180,
    editable: true,
    renderEditCell: (params) => <ProductEditor {...params} />,
  },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 110,
    editable: true,
    valueFormatter: (value: number) => usd.format(value),
  },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80, editable: true },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 110,
    valueGetter: (_value, row) => row.quantity * row.unitPrice,
    valueFormatter: (value: number) => usd.format(value),
  },
];

export default function LinkedFieldsGrid() {
  const [lastSaved, setLastSaved] = React.useState<Order | null>(null);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 320 }}>
        <DataGrid
          density="compact"
          rows={orders}
          columns={columns}
          editMode="row"
          processRowUpdate={(newRow: Order) => {
            const saved = { ...newRow, total: newRow.quantity * newRow.unitPrice };
            setLastSaved(saved);
            return saved;
          }}
          hideFooter
        />
      </Box>
      <Typography variant="body2" role="status" sx={{ mt: 1, minHeight: 24 }}>
        {lastSaved
          ? `Saved ${lastSaved.number}: ${lastSaved.quantity} × ${lastSaved.product} at ${usd.format(lastSaved.unitPrice)}`
          : 'Double-click a row, pick another product and watch the unit price follow.'}
      </Typography>
    </Box>
  );
}
