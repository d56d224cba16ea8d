import * as React from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  GridColDef,
  GridGroupingColDefOverrideParams,
  getRowGroupingFieldFromGroupingCriteria,
  useGridApiRef,
} from '@mui/x-data-grid-premium';

interface Claim {
  id: number;
  claimNo: string;
  brand: string;
  product: string;
  cost: number;
}

const claims: Claim[] = [
  { id: 1, claimNo: 'WC-7781', brand: 'Voltra', product: 'Dishwasher', cost: 180 },
  { id: 2, claimNo: 'WC-7745', brand: 'Voltra', product: 'Dishwasher', cost: 95 },
  { id: 3, claimNo: 'WC-7802', brand: 'Voltra', product: 'Oven', cost: 240 },
  { id: 4, claimNo: 'WC-7710', brand: 'Nordhaus', product: 'Fridge', cost: 310 },
  { id: 5, claimNo: 'WC-7799', brand: 'Nordhaus', product: 'Fridge', cost: 60 },
  { id: 6, claimNo: 'WC-7733', brand: 'Nordhaus', product: 'Washer', cost: 150 },
];

const columns: GridColDef<Claim>[] = [
  { field: 'claimNo', headerName: 'Claim no.', width: 110 },
  { field: 'brand', headerName: 'Brand', width: 110 },
  {
    field: 'product',
    headerName: 'Product',
    type: 'singleSelect',
    valueOptions: ['Dishwasher', 'Fridge', 'Oven', 'Washer'],
    width: 120,
  },
  { field: 'cost', headerName: 'Cost ($)', type: 'number', width: 100 },
];

const productColumn = getRowGroupingFieldFromGroupingCriteria('product');

export default function WarrantyClaimsSortingGrid() {
  const apiRef = useGridApiRef();
  const [main, setMain] = React.useState('');
  // Its two lines are there from the first render, and the box has room for the second to wrap on
  // a phone, so the grid below does not move when the effect fills them in.
  const [summary, setSummary] = React.useState(`${productColumn}\n  sorts and filters as: …`);

  // The product column shows claim numbers on its leaves; `main` is its mainGroupingCriteria.
  const groupingColDef = React.useCallback(
    ({ fields }: GridGroupingColDefOverrideParams) =>
      fields[0] === 'product'
        ? { leafField: 'claimNo', mainGroupingCriteria: main || undefined, width: 190 }
        : { width: 150 },
    [main],
  );

  React.useEffect(() => {
    const column = apiRef.current?.getColumn(productColumn);
    if (column) {
      const operators = (column.filterOperators ?? []).map((operator) => operator.value);
      setSummary(`${productColumn}\n  sorts and filters as: ${column.headerName} (${operators.slice(0, 3).join(', ')}…)`);
    }
  }, [apiRef, main]);

  return (
    <Box sx={{ width: '100%' }}>
      <TextField
        select
        size="small"
        label="mainGroupingCriteria of the product column"
        value={main}
        onChange={(event) => setMain(event.target.value)}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ mb: 1, minWidth: 280 }}
      >
        <option value="">not set</option>
        <option value="product">product (its own criterion)</option>
        <option value="brand">brand (another criterion)</option>
      </TextField>
      <Typography
        variant="body2"
        component="pre"
        sx={{ m: 0, mb: 1, p: 1, borderRadius: 1, bgcolor: 'action.hover', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', minHeight: 'calc(3lh + 16px)' }}
      >
        {summary}
      </Typography>
      <Box sx={{ height: 380 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={claims}
          columns={columns}
          initialState={{ rowGrouping: { model: ['brand', 'product'] } }}
          rowGroupingColumnMode="multiple"
          groupingColDef={groupingColDef}
          defaultGroupingExpansionDepth={-1}
          hideFooter
        />
      </Box>
    </Box>
  );
}
