import * as React from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import {
  DataGrid,
  GridColDef,
  GridFilterInputValueProps,
  GridFilterModel,
  GridFilterOperator,
  getGridNumericOperators,
} from '@mui/x-data-grid';
import { orders, type Order } from '@docs/demo-data';

/** The value of a "between" filter item: the lowest and highest total, either may be empty. */
type Range = [min: number | null, max: number | null];

function RangeInput(props: GridFilterInputValueProps) {
  const { item, applyValue, focusElementRef } = props;
  const [min, max]: Range = Array.isArray(item.value) ? (item.value as Range) : [null, null];

  const update = (index: 0 | 1) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const next: Range = [min, max];
    next[index] = event.target.value === '' ? null : Number(event.target.value);
    applyValue({ ...item, value: next });
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 1, height: 48, pl: 1 }}>
      <TextField
        label="From"
        type="number"
        variant="standard"
        value={min ?? ''}
        onChange={update(0)}
        inputRef={focusElementRef}
        sx={{ width: 80 }}
      />
      <TextField
        label="To"
        type="number"
        variant="standard"
        value={max ?? ''}
        onChange={update(1)}
        sx={{ width: 80 }}
      />
    </Box>
  );
}

const between: GridFilterOperator<Order, number> = {
  label: 'between',
  value: 'between',
  getApplyFilterFn: (filterItem) => {
    if (!Array.isArray(filterItem.value)) {
      return null;
    }
    const [min, max] = filterItem.value as Range;
    if (min == null && max == null) {
      return null;
    }
    return (value) => (min == null || value >= min) && (max == null || value <= max);
  },
  InputComponent: RangeInput,
  getValueAsString: (value: Range) => `${value[0] ?? '…'} to ${value[1] ?? '…'}`,
};

const columns: GridColDef<Order>[] = [
  { field: 'number', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', width: 190 },
  { field: 'product', headerName: 'Product', width: 160 },
  {
    field: 'total',
    headerName: 'Total ($)',
    type: 'number',
    width: 110,
    filterOperators: [between, ...getGridNumericOperators()],
  },
];

export default function OrderTotalRangeGrid() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [{ field: 'total', operator: 'between', value: [200, 600] }],
  });

  return (
    <Box sx={{ width: '100%' }}>
      <Box
        component="pre"
        sx={{ m: 0, mb: 1, fontSize: 13, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
      >
        filterModel.items: {JSON.stringify(filterModel.items)}
      </Box>
      <Box sx={{ height: 360 }}>
        <DataGrid
          rows={orders}
          columns={columns}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          showToolbar
          hideFooter
        />
      </Box>
    </Box>
  );
}
