import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  DataGrid,
  GridColDef,
  GridRenderCellParams,
  useGridApiContext,
} from '@mui/x-data-grid';
import { flights, type Flight } from '@docs/demo-data';

/**
 * A component of its own, so it may call hooks. `useGridApiContext` gives it the
 * API object of the grid that renders it.
 */
function BookSeatCell({ row, tabIndex }: GridRenderCellParams<Flight, number>) {
  const apiRef = useGridApiContext();
  const soldOut = row.seatsLeft === 0 || row.status === 'Cancelled';

  const handleClick = () => {
    apiRef.current.updateRows([{ id: row.id, seatsLeft: row.seatsLeft - 1 }]);
  };

  return (
    <Button size="small" variant="outlined" tabIndex={tabIndex} disabled={soldOut} onClick={handleClick}>
      {soldOut ? 'Closed' : 'Book a seat'}
    </Button>
  );
}

const columns: GridColDef<Flight>[] = [
  { field: 'flightNumber', headerName: 'Flight', width: 100 },
  { field: 'to', headerName: 'To', width: 70 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'seatsLeft', headerName: 'Seats left', type: 'number', width: 100 },
  {
    field: 'book',
    headerName: '',
    width: 140,
    sortable: false,
    filterable: false,
    disableColumnMenu: true,
    display: 'flex',
    // Render the component: calling `BookSeatCell(params)` as a function would break hooks.
    renderCell: (params) => <BookSeatCell {...params} />,
  },
];

export default function HooksInRendererGrid() {
  // The grid keeps the rows: `updateRows` changes its copy, and the "Seats left" cell follows.
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid rows={flights} columns={columns} hideFooter />
    </Box>
  );
}
