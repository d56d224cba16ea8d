import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  GridColumnVisibilityModel,
  GridOverlay,
  useGridApiContext,
} from '@mui/x-data-grid';
import { orders, type Order } from '@docs/demo-data';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef<Order>[] = [
  { field: 'number', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 170 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => usd.format(value),
  },
];

const starterFields: GridColumnVisibilityModel = {
  number: true,
  customer: true,
  country: false,
  quantity: false,
  total: true,
};

function EmptyReportOverlay() {
  const apiRef = useGridApiContext();
  return (
    <GridOverlay>
      <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center', px: 2 }}>
        <Typography variant="body2">This report has no fields yet.</Typography>
        <Typography variant="body2" color="text.secondary">
          Tick a field above, or start from the usual three.
        </Typography>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current.setColumnVisibilityModel(starterFields)}
        >
          Add order, customer and total
        </Button>
      </Stack>
    </GridOverlay>
  );
}

export default function SalesReportColumnsGrid() {
  const [visibility, setVisibility] = React.useState<GridColumnVisibilityModel>(starterFields);

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, fontSize: 14 }}>
        <Typography component="legend" variant="body2" sx={{ fontWeight: 600 }}>
          Report fields
        </Typography>
        {columns.map((column) => (
          <Box component="label" key={column.field} sx={{ mr: 2, whiteSpace: 'nowrap' }}>
            <input
              type="checkbox"
              checked={visibility[column.field] !== false}
              onChange={(event) =>
                setVisibility((previous) => ({
                  ...previous,
                  [column.field]: event.target.checked,
                }))
              }
            />{' '}
            {column.headerName}
          </Box>
        ))}
      </Box>
      <Box sx={{ height: 320 }}>
        <DataGrid
          rows={orders}
          columns={columns}
          columnVisibilityModel={visibility}
          onColumnVisibilityModelChange={setVisibility}
          slots={{ noColumnsOverlay: EmptyReportOverlay }}
          hideFooter
        />
      </Box>
      <Box
        component="pre"
        sx={{ m: 0, p: 1, fontSize: 12, bgcolor: 'action.hover', borderRadius: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
      >
        {`columnVisibilityModel = ${JSON.stringify(visibility)}`}
      </Box>
    </Stack>
  );
}
