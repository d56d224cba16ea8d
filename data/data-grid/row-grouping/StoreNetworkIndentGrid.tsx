import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';

interface Store {
  id: number;
  store: string;
  region: string;
  country: string;
  city: string;
  staff: number;
}

const stores: Store[] = [
  { id: 1, store: 'Alfama Corner', region: 'Europe', country: 'Portugal', city: 'Lisbon', staff: 9 },
  { id: 2, store: 'Ribeira Square', region: 'Europe', country: 'Portugal', city: 'Porto', staff: 7 },
  { id: 3, store: 'Kreuzberg Loft', region: 'Europe', country: 'Germany', city: 'Berlin', staff: 14 },
  { id: 4, store: 'Mitte Station', region: 'Europe', country: 'Germany', city: 'Berlin', staff: 11 },
  { id: 5, store: 'Shibuya Crossing', region: 'Asia Pacific', country: 'Japan', city: 'Tokyo', staff: 18 },
  { id: 6, store: 'Namba Arcade', region: 'Asia Pacific', country: 'Japan', city: 'Osaka', staff: 8 },
  { id: 7, store: 'Queen Street', region: 'Asia Pacific', country: 'New Zealand', city: 'Auckland', staff: 6 },
  { id: 8, store: 'Granville Island', region: 'Americas', country: 'Canada', city: 'Vancouver', staff: 10 },
  { id: 9, store: 'Plateau Mont-Royal', region: 'Americas', country: 'Canada', city: 'Montreal', staff: 8 },
];

const columns: GridColDef<Store>[] = [
  { field: 'store', headerName: 'Store', width: 170 },
  { field: 'region', headerName: 'Region', width: 120 },
  { field: 'country', headerName: 'Country', width: 120 },
  { field: 'city', headerName: 'City', width: 110 },
  { field: 'staff', headerName: 'Staff', type: 'number', width: 80 },
];

export default function StoreNetworkIndentGrid() {
  const [indent, setIndent] = React.useState(2);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, mb: 1 }}>
        <Typography variant="body2" id="store-indent-label">
          Indent per level
        </Typography>
        <Slider
          aria-labelledby="store-indent-label"
          value={indent}
          onChange={(_, value) => setIndent(value as number)}
          min={0}
          max={6}
          step={1}
          marks
          valueLabelDisplay="auto"
          sx={{ width: 200 }}
        />
      </Box>
      <Typography
        variant="body2"
        component="pre"
        sx={{ m: 0, mb: 1, p: 1, borderRadius: 1, bgcolor: 'action.hover', whiteSpace: 'pre-wrap' }}
      >
        sx={`{{ '--DataGrid-cellOffsetMultiplier': ${indent} }}`}
      </Typography>
      <Box sx={{ height: 420 }}>
        <DataGridPremium
          rows={stores}
          columns={columns}
          initialState={{
            rowGrouping: { model: ['region', 'country', 'city'] },
            // The tree shows the places and the stores: hide the columns it repeats.
            columns: { columnVisibilityModel: { store: false, region: false, country: false, city: false } },
          }}
          defaultGroupingExpansionDepth={-1}
          groupingColDef={{ leafField: 'store', width: 300 }}
          hideFooter
          sx={{ '--DataGrid-cellOffsetMultiplier': indent }}
        />
      </Box>
    </Box>
  );
}
