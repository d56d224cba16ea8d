import * as React from 'react';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import {
  DataGrid,
  GridColDef,
  GridColTypeDef,
  GridFilterInputValueProps,
  GridFilterModel,
  GridFilterOperator,
  GridRenderCellParams,
  GridRenderEditCellParams,
  useGridApiContext,
} from '@mui/x-data-grid';
import { orders, seededRandom, type Order } from '@docs/demo-data';

type FeedbackRow = Order & { stars: number | null };

const random = seededRandom(4242);
// Delivered orders have a customer rating; the others are not rated yet.
const rows: FeedbackRow[] = orders.map((order) => ({
  ...order,
  stars: order.status === 'Delivered' ? 2 + Math.floor(random() * 4) : null,
}));

function StarsCell(params: GridRenderCellParams<FeedbackRow, number | null>) {
  if (params.value == null) {
    return <Box sx={{ color: 'text.secondary' }}>Not rated</Box>;
  }
  return (
<Rating readOnly size="small" value={params.value} />
  );
}

function StarsEditCell(params: GridRenderEditCellParams<FeedbackRow, number | null>) {
  const { id, field, value, hasFocus } = params;
  const apiRef = useGridApiContext();
  const ref = React.useRef<HTMLSpanElement>(null);

  // Move the keyboard focus to the stars, so arrow keys change the rating at once.
  React.useLayoutEffect(() => {
    if (hasFocus) {
      ref.current?.querySelector<HTMLInputElement>('input:checked, input')?.focus();
    }
  }, [hasFocus]);

  return (
    <Rating
      ref={ref}
      name={`${field}-${id}`}
      size="small"
      value={value ?? null}
      onChange={(_event, newValue) => apiRef.current.setEditCellValue({ id, field, value: newValue })}
    />
  );
}

function StarsFilterInput(props: GridFilterInputValueProps) {
  const { item, applyValue } = props;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', height: 48, pl: 1 }}>
      <Rating
        name="stars-filter"
        value={Number(item.value) || null}
        onChange={(_event, newValue) => applyValue({ ...item, value: newValue ?? undefined })}
      />
    </Box>
  );
}

const atLeastOperator: GridFilterOperator<FeedbackRow, number | null> = {
  label: 'at least',
  value: 'atLeast',
  getApplyFilterFn: (item) => {
    if (!item.value) {
      return null;
    }
    return (value) => value != null && value >= Number(item.value);
  },
  InputComponent: StarsFilterInput,
};

/** A 1-to-5 star rating: stars to read, stars to edit, stars to filter. */
const starsColumnType: GridColTypeDef<number | null> = {
  type: 'number',
  width: 140,
  display: 'flex',
  align: 'left',
  headerAlign: 'left',
  renderCell: (params) => <StarsCell {...params} />,
  renderEditCell: (params) => <StarsEditCell {...params} />,
  filterOperators: [atLeastOperator],
};

const columns: GridColDef<FeedbackRow>[] = [
  { field: 'number', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', width: 180 },
  { field: 'product', headerName: 'Product', width: 170 },
  { field: 'status', headerName: 'Status', width: 100 },
  { ...starsColumnType, field: 'stars', headerName: 'Rating', editable: true },
];

export default function OrderFeedbackRatingGrid() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({ items: [] });

  return (
    <Box sx={{ width: '100%' }}>
      <Box
        component="pre"
        sx={{
          m: 0,
          mb: 1,
          p: 1,
          minHeight: 40,
          fontSize: 13,
          borderRadius: 1,
          bgcolor: 'action.hover',
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-word',
        }}
      >
        filterModel.items = {JSON.stringify(filterModel.items)}
      </Box>
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          showToolbar
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          hideFooter
        />
      </Box>
    </Box>
  );
}
