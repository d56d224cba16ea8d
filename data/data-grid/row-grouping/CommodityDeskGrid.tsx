import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD,
  useGridApiRef,
  useKeepGroupedColumnsHidden,
} from '@mui/x-data-grid-premium';
import { useDemoData } from '@mui/x-data-grid-generator';

const VISIBLE_FIELDS = ['commodity', 'status', 'traderName', 'quantity', 'unitPrice', 'totalPrice', 'incoTerm'];

export default function CommodityDeskGrid() {
  const { data, loading } = useDemoData({
    dataSet: 'Commodity',
    rowLength: 300,
    visibleFields: VISIBLE_FIELDS,
  });
  const apiRef = useGridApiRef();

  const initialState = useKeepGroupedColumnsHidden({
    apiRef,
    initialState: {
      ...data.initialState,
      rowGrouping: { model: ['commodity', 'status'] },
      aggregation: { model: { quantity: 'sum', totalPrice: 'sum' } },
      sorting: { sortModel: [{ field: GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD, sort: 'asc' }] },
    },
  });

  return (
    <Box sx={{ height: 520, width: '100%' }}>
      <DataGridPremium
        {...data}
        apiRef={apiRef}
        loading={loading}
        initialState={initialState}
        disableRowSelectionOnClick
        showToolbar
      />
    </Box>
  );
}
