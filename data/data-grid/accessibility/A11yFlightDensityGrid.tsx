import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridDensity } from '@mui/x-data-grid';
import { flights, type Flight } from '@docs/demo-data';

const time = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});

const columns: GridColDef<Flight>[] = [
  { field: 'flightNumber', headerName: 'Flight', width: 100 },
  { field: 'airline', headerName: 'Airline', width: 150 },
  { field: 'to', headerName: 'To', width: 70 },
  {
    field: 'departure',
    headerName: 'Departs (UTC)',
    width: 130,
    valueFormatter: (value: Date) => time.format(value),
  },
  { field: 'gate', headerName: 'Gate', width: 80 },
  { field: 'status', headerName: 'Status', width: 110 },
];

// floor(52 × 0.7), 52 and floor(52 × 1.3): the row height at each density with the default rowHeight.
const ROW_HEIGHTS: Record<GridDensity, number> = {
  compact: 36,
  standard: 52,
  comfortable: 67,
};

export default function A11yFlightDensityGrid() {
  const [density, setDensity] = React.useState<GridDensity>('comfortable');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          aria-label="Row density"
          value={density}
          onChange={(_event, value: GridDensity | null) => {
            if (value) setDensity(value);
          }}
        >
          <ToggleButton value="compact">Compact</ToggleButton>
          <ToggleButton value="standard">Standard</ToggleButton>
          <ToggleButton value="comfortable">Comfortable</ToggleButton>
        </ToggleButtonGroup>
        <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
          density=&quot;{density}&quot; · row height {ROW_HEIGHTS[density]} px
        </Typography>
      </Stack>
      <Box sx={{ height: 380 }}>
        <DataGrid
          rows={flights}
          columns={columns}
          density={density}
          onDensityChange={setDensity}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
