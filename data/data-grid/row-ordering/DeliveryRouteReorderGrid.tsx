import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPro, GridColDef, GridRowOrderChangeParams } from '@mui/x-data-grid-pro';

interface Stop {
  id: number;
  customer: string;
  address: string;
  parcels: number;
}

const initialStops: Stop[] = [
  { id: 1, customer: 'Harbor Coffee Roasters', address: '12 Dock Street', parcels: 3 },
  { id: 2, customer: 'Casa Azul Ceramics', address: '4 Tile Lane', parcels: 1 },
  { id: 3, customer: 'Kiwi Cycle Works', address: '88 Spoke Road', parcels: 5 },
  { id: 4, customer: 'Atelier Lumière', address: '21 Rue Claire', parcels: 2 },
  { id: 5, customer: 'Fjord Knitwear', address: '7 Wool Yard', parcels: 4 },
  { id: 6, customer: 'Sakura Tea House', address: '3 Blossom Court', parcels: 1 },
];

const columns: GridColDef<Stop>[] = [
  { field: 'customer', headerName: 'Customer', minWidth: 180, flex: 1 },
  { field: 'address', headerName: 'Address', width: 150 },
  { field: 'parcels', headerName: 'Parcels', type: 'number', width: 90 },
];

/** The list with one item moved, as the grid shows it after a drop. */
function move<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

export default function DeliveryRouteReorderGrid() {
  const [stops, setStops] = React.useState(initialStops);
  const [lastMove, setLastMove] = React.useState('Drag a stop by its handle to change the route.');

  // Keeping `rows` in step with the grid: without it, the next change to `rows` would bring back the old order.
  const handleRowOrderChange = ({ row, oldIndex, targetIndex }: GridRowOrderChangeParams) => {
    setStops((current) => move(current, oldIndex, targetIndex));
    setLastMove(`Moved ${row.customer} from stop ${oldIndex + 1} to stop ${targetIndex + 1}.`);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 380 }}>
        <DataGridPro rows={stops} columns={columns} rowReordering onRowOrderChange={handleRowOrderChange} hideFooter />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }} aria-live="polite">
        {lastMove}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Route: {stops.map((stop) => stop.id).join(' → ')}
      </Typography>
    </Box>
  );
}
