import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, GridColDef, GridDataSource } from '@mui/x-data-grid-pro';
import { fetchProducts, type Product } from './fakeCatalogueServer';

const columns: GridColDef<Product>[] = [
  { field: 'sku', headerName: 'SKU', width: 100 },
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 170 },
  { field: 'category', headerName: 'Category', width: 110 },
  { field: 'price', headerName: 'Price ($)', type: 'number', width: 100 },
  { field: 'inStock', headerName: 'In stock', type: 'number', width: 100 },
];

export default function CatalogueLazyLoadingGrid() {
  const [requests, setRequests] = React.useState<string[]>([]);

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async (params) => {
        const sort = params.sortModel[0];
        const request = `rows ${params.start}–${params.end}${
          sort?.sort ? `, sorted by ${sort.field} ${sort.sort}` : ''
        }`;
        setRequests((previous) => [request, ...previous].slice(0, 3));
        return fetchProducts(params);
      },
    }),
    [],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Box
        component="pre"
        sx={{ m: 0, mb: 1, p: 1, height: 76, overflow: 'auto', fontSize: 13, borderRadius: 1, bgcolor: 'action.hover' }}
      >
        {requests.join('\n')}
      </Box>
      <Box sx={{ height: 400 }}>
        <DataGridPro
          columns={columns}
          dataSource={dataSource}
          lazyLoading
          disableColumnFilter
          initialState={{ pagination: { paginationModel: { pageSize: 50 } } }}
        />
      </Box>
    </Box>
  );
}
