import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import {
  DataGrid,
  GridAutosizeOptions,
  GridColDef,
  useGridApiRef,
} from '@mui/x-data-grid';
import { orders, type Order } from '@docs/demo-data';

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });

const columns: GridColDef<Order>[] = [
  { field: 'number', headerName: 'Order number', width: 80 },
  { field: 'customer', headerName: 'Customer', width: 80 },
  { field: 'country', headerName: 'Country of delivery', width: 80 },
  { field: 'product', headerName: 'Product', width: 80 },
  {
    field: 'orderedOn',
    headerName: 'Ordered',
    type: 'date',
    width: 80,
    valueFormatter: (value: Date) => dateFormat.format(value),
  },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 80,
    valueFormatter: (value: number) => dollars.format(value),
  },
];

type Flag = 'includeHeaders' | 'includeOutliers' | 'expand';

export default function AutosizeGrid() {
  const apiRef = useGridApiRef();
  const [options, setOptions] = React.useState<Record<Flag, boolean>>({
    includeHeaders: true,
    includeOutliers: false,
    expand: false,
  });

  // The same options serve the button and the separator double-click.
  const autosizeOptions: GridAutosizeOptions = options;

  const toggle = (flag: Flag) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setOptions((previous) => ({ ...previous, [flag]: event.target.checked }));

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <Button variant="outlined" size="small" onClick={() => apiRef.current?.autosizeColumns(autosizeOptions)}>
          Autosize columns
        </Button>
        <FormGroup row>
          {(Object.keys(options) as Flag[]).map((flag) => (
            <FormControlLabel
              key={flag}
              control={<Checkbox size="small" checked={options[flag]} onChange={toggle(flag)} />}
              label={flag}
            />
          ))}
        </FormGroup>
      </Box>
      <Box sx={{ height: 360 }}>
        <DataGrid
          apiRef={apiRef}
          rows={orders}
          columns={columns}
          autosizeOptions={autosizeOptions}
          hideFooter
        />
      </Box>
    </Box>
  );
}
