import * as React from 'react';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import {
  DataGridPremium,
  GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD,
  GridColDef,
  GridRenderCellParams,
} from '@mui/x-data-grid-premium';

interface Review {
  id: number;
  product: string;
  reviewer: string;
  stars: number;
  title: string;
}

const reviews: Review[] = [
  { id: 1, product: 'Trail running shoe', reviewer: 'kmurphy', stars: 5, title: 'Grippy on wet rock' },
  { id: 2, product: 'Trail running shoe', reviewer: 'ana.r', stars: 4, title: 'Runs half a size small' },
  { id: 3, product: 'Rain shell jacket', reviewer: 'bjorn_h', stars: 2, title: 'Zip jammed in week two' },
  { id: 4, product: 'Rain shell jacket', reviewer: 'leafy', stars: 4, title: 'Dry after a 3 h hike' },
  { id: 5, product: 'Merino base layer', reviewer: 'tpark', stars: 5, title: 'No smell after days' },
  { id: 6, product: 'Merino base layer', reviewer: 'ana.r', stars: 4, title: 'Soft, a bit thin' },
  { id: 7, product: 'Headlamp 400 lm', reviewer: 'kmurphy', stars: 3, title: 'Bright, battery so-so' },
  { id: 8, product: 'Headlamp 400 lm', reviewer: 'gio', stars: 5, title: 'Light and comfortable' },
];

const columns: GridColDef<Review>[] = [
  {
    field: 'stars',
    headerName: 'Rating',
    width: 150,
    renderCell: (params: GridRenderCellParams<Review, number>) => {
      // On group rows, show the plain value instead of the stars
      // (the group's key in the grouping column, nothing in this column).
      if (params.rowNode.type === 'group') {
        return params.value == null ? '' : `${params.value} stars`;
      }
      return <Rating value={params.value ?? 0} readOnly size="small" />;
    },
  },
  { field: 'product', headerName: 'Product', width: 180 },
  { field: 'title', headerName: 'Review', width: 210 },
  { field: 'reviewer', headerName: 'Reviewer', width: 110 },
];

export default function ProductReviewRatingGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={reviews}
        columns={columns}
        initialState={{
          rowGrouping: { model: ['stars'] },
          sorting: { sortModel: [{ field: GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD, sort: 'desc' }] },
        }}
        defaultGroupingExpansionDepth={1}
        hideFooter
      />
    </Box>
  );
}
