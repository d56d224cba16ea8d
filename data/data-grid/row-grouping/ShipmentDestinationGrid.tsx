import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';

interface Destination {
  city: string;
  country: string;
  postcode: string;
}

interface Shipment {
  id: number;
  reference: string;
  destination: Destination;
  carrier: string;
  weightKg: number;
}

const shipments: Shipment[] = [
  { id: 1, reference: 'SHP-4410', destination: { city: 'Lyon', country: 'France', postcode: '69002' }, carrier: 'Rapid Freight', weightKg: 12.4 },
  { id: 2, reference: 'SHP-4411', destination: { city: 'Porto', country: 'Portugal', postcode: '4000-322' }, carrier: 'Iberia Post', weightKg: 3.1 },
  { id: 3, reference: 'SHP-4412', destination: { city: 'Lyon', country: 'France', postcode: '69007' }, carrier: 'Iberia Post', weightKg: 0.8 },
  { id: 4, reference: 'SHP-4413', destination: { city: 'Hamburg', country: 'Germany', postcode: '20095' }, carrier: 'Rapid Freight', weightKg: 22.0 },
  { id: 5, reference: 'SHP-4414', destination: { city: 'Lille', country: 'France', postcode: '59000' }, carrier: 'Nordkurier', weightKg: 5.6 },
  { id: 6, reference: 'SHP-4415', destination: { city: 'Munich', country: 'Germany', postcode: '80331' }, carrier: 'Nordkurier', weightKg: 9.9 },
  { id: 7, reference: 'SHP-4416', destination: { city: 'Lisbon', country: 'Portugal', postcode: '1100-148' }, carrier: 'Iberia Post', weightKg: 1.2 },
  { id: 8, reference: 'SHP-4417', destination: { city: 'Hamburg', country: 'Germany', postcode: '20457' }, carrier: 'Nordkurier', weightKg: 14.3 },
  { id: 9, reference: 'SHP-4418', destination: { city: 'Porto', country: 'Portugal', postcode: '4050-115' }, carrier: 'Rapid Freight', weightKg: 7.5 },
];

type Level = 'country' | 'city';

// Defined once, outside the component: a new function on every render would regroup the rows each time.
const byLevel: Record<Level, (value: Destination) => string> = {
  country: (value) => value.country,
  city: (value) => `${value.city} (${value.country})`,
};

function buildColumns(level: Level): GridColDef<Shipment>[] {
  return [
    { field: 'reference', headerName: 'Shipment', width: 110 },
    {
      field: 'destination',
      headerName: 'Destination',
      width: 200,
      // The cells, the sorting and the filters work on this text (group rows have no destination)...
      valueGetter: (value?: Destination) => (value ? `${value.postcode} ${value.city}, ${value.country}` : undefined),
      // ...while the groups are made from the object itself.
      groupingValueGetter: byLevel[level],
    },
    { field: 'carrier', headerName: 'Carrier', width: 130 },
    { field: 'weightKg', headerName: 'Weight (kg)', type: 'number', width: 110 },
  ];
}

export default function ShipmentDestinationGrid() {
  const [level, setLevel] = React.useState<Level>('country');
  const columns = React.useMemo(() => buildColumns(level), [level]);

  return (
    <Box sx={{ width: '100%' }}>
      <Box
        component="fieldset"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, m: 0, mb: 1, border: 0, p: 0, typography: 'body2' }}
      >
        <legend>Group the destinations by</legend>
        {(['country', 'city'] as const).map((value) => (
          <label key={value}>
            <input
              type="radio"
              name="shipment-destination-level"
              value={value}
              checked={level === value}
              onChange={() => setLevel(value)}
            />{' '}
            {value}
          </label>
        ))}
      </Box>
      <Typography
        variant="body2"
        component="pre"
        sx={{ m: 0, mb: 1, p: 1, borderRadius: 1, bgcolor: 'action.hover', whiteSpace: 'pre-wrap' }}
      >
        groupingValueGetter: (value) =&gt;{' '}
        {level === 'country' ? 'value.country' : '`${value.city} (${value.country})`'}
      </Typography>
      <Box sx={{ height: 400 }}>
        <DataGridPremium
          rows={shipments}
          columns={columns}
          initialState={{ rowGrouping: { model: ['destination'] } }}
          defaultGroupingExpansionDepth={-1}
          groupingColDef={{ width: 210 }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
