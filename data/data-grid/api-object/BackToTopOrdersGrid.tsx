import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, useGridApiRef } from '@mui/x-data-grid';
import { orders, type Order } from '@docs/demo-data';

const columns: GridColDef<Order>[] = [
  { field: 'number', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', width: 190 },
  { field: 'product', headerName: 'Product', width: 170 },
  { field: 'total', headerName: 'Total ($)', type: 'number', width: 100 },
];

export default function BackToTopOrdersGrid() {
  const apiRef = useGridApiRef();
  const [scrollTop, setScrollTop] = React.useState(0);

  React.useEffect(() => {
    // No prop exists for this event: listen through the API object.
    return apiRef.current?.subscribeEvent('scrollPositionChange', (params) => {
      setScrollTop(Math.round(params.top));
    });
  }, [apiRef]);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 1 }}>
        <Typography variant="body2" component="p" sx={{ minWidth: 150 }}>
          Scrolled {scrollTop} px
        </Typography>
        <Button
          size="small"
          variant="outlined"
          disabled={scrollTop < 200}
          onClick={() => apiRef.current?.scroll({ top: 0 })}
        >
          Back to the first orders
        </Button>
      </Box>
      <Box sx={{ height: 320 }}>
        <DataGrid apiRef={apiRef} rows={orders} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
