import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';

interface Parcel {
  id: number;
  tracking: string;
  depot: string;
  route: string;
  weightKg: number;
}

const parcels: Parcel[] = [
  { id: 1, tracking: 'PX-55012', depot: 'Leeds', route: 'L-North', weightKg: 1.2 },
  { id: 2, tracking: 'PX-55019', depot: 'Leeds', route: 'L-North', weightKg: 4.8 },
  { id: 3, tracking: 'PX-55023', depot: 'Leeds', route: 'L-City', weightKg: 0.6 },
  { id: 4, tracking: 'PX-55031', depot: 'Bristol', route: 'B-Harbour', weightKg: 12.5 },
  { id: 5, tracking: 'PX-55040', depot: 'Bristol', route: 'B-Harbour', weightKg: 2.1 },
  { id: 6, tracking: 'PX-55044', depot: 'Bristol', route: 'B-Clifton', weightKg: 3.3 },
  { id: 7, tracking: 'PX-55052', depot: 'Glasgow', route: 'G-West', weightKg: 0.9 },
];

const columns: GridColDef<Parcel>[] = [
  { field: 'tracking', headerName: 'Tracking no.', width: 130 },
  { field: 'depot', headerName: 'Depot', width: 110 },
  { field: 'route', headerName: 'Route', width: 120 },
  { field: 'weightKg', headerName: 'Weight (kg)', type: 'number', width: 110 },
];

export default function ParcelDepotDepthGrid() {
  const [depth, setDepth] = React.useState(1);

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={depth}
        onChange={(_, value: number | null) => value !== null && setDepth(value)}
        aria-label="defaultGroupingExpansionDepth"
        sx={{ mb: 1 }}
      >
        <ToggleButton value={0}>0 (none)</ToggleButton>
        <ToggleButton value={1}>1 (depots)</ToggleButton>
        <ToggleButton value={-1}>-1 (all)</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 400 }}>
        {/* The depth sets how the groups start: remount the grid to start over with each value. */}
        <DataGridPremium
          key={depth}
          rows={parcels}
          columns={columns}
          initialState={{ rowGrouping: { model: ['depot', 'route'] } }}
          defaultGroupingExpansionDepth={depth}
          hideFooter
        />
      </Box>
    </Box>
  );
}
