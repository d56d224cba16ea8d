import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  DataGridPro,
  GridColDef,
  GridEventListener,
  gridColumnFieldsSelector,
  useGridApiRef,
} from '@mui/x-data-grid-pro';
import { orders, type Order } from '@docs/demo-data';

type Currency = 'USD' | 'EUR' | 'GBP';
/** Fixed rates for the demo: one US dollar in each currency. */
const RATES: Record<Currency, number> = { USD: 1, EUR: 0.92, GBP: 0.79 };

function buildColumns(currency: Currency): GridColDef<Order>[] {
  const money = new Intl.NumberFormat('en-GB', { style: 'currency', currency });
  const convert = (value: number) => money.format(value * RATES[currency]);
  return [
    { field: 'number', headerName: 'Order', width: 100 },
    { field: 'customer', headerName: 'Customer', width: 190 },
    { field: 'product', headerName: 'Product', width: 190 },
    { field: 'quantity', headerName: 'Qty', type: 'number', width: 70 },
    {
      field: 'unitPrice',
      headerName: `Unit price (${currency})`,
      type: 'number',
      width: 140,
      valueFormatter: convert,
    },
    {
      field: 'total',
      headerName: `Total (${currency})`,
      type: 'number',
      width: 130,
      valueFormatter: convert,
    },
  ];
}

export default function CurrencySwitchLayoutGrid() {
  const apiRef = useGridApiRef();
  const [currency, setCurrency] = React.useState<Currency>('USD');
  const [keepLayout, setKeepLayout] = React.useState(true);
  // What the reader changed, kept outside the grid so a new `columns` array can reuse it.
  const [widths, setWidths] = React.useState<Record<string, number>>({});
  const [order, setOrder] = React.useState<string[]>([]);

  // A new array each time the currency changes: its widths and order are the ones written above.
  const builtColumns = React.useMemo(() => buildColumns(currency), [currency]);

  const columns = React.useMemo(() => {
    if (!keepLayout) {
      return builtColumns;
    }
    const position = (field: string) => {
      const index = order.indexOf(field);
      return index === -1 ? order.length : index;
    };
    return builtColumns
      .map((column) =>
        widths[column.field] ? { ...column, width: widths[column.field] } : column,
      )
      .sort((a, b) => position(a.field) - position(b.field));
  }, [builtColumns, keepLayout, widths, order]);

  const handleWidthChange: GridEventListener<'columnWidthChange'> = (params) => {
    setWidths((previous) => ({ ...previous, [params.colDef.field]: params.width }));
  };

  const handleOrderChange: GridEventListener<'columnOrderChange'> = () => {
    setOrder(gridColumnFieldsSelector(apiRef));
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 1 }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={currency}
          onChange={(_event, value: Currency | null) => value && setCurrency(value)}
          aria-label="Currency"
        >
          {(Object.keys(RATES) as Currency[]).map((code) => (
            <ToggleButton key={code} value={code}>
              {code}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <FormControlLabel
          control={
            <Switch
              checked={keepLayout}
              onChange={(event) => setKeepLayout(event.target.checked)}
            />
          }
          label="Keep widths and order"
        />
      </Box>
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
        widths = {JSON.stringify(widths)}
        {'\n'}order = {JSON.stringify(order)}
      </Box>
      <Box sx={{ height: 360 }}>
        <DataGridPro
          apiRef={apiRef}
          rows={orders}
          columns={columns}
          onColumnWidthChange={handleWidthChange}
          onColumnOrderChange={handleOrderChange}
          hideFooter
        />
      </Box>
    </Box>
  );
}
