import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  GridColDef,
  GridRowGroupingModel,
  useGridApiRef,
  useKeepGroupedColumnsHidden,
} from '@mui/x-data-grid-premium';

interface Booking {
  id: number;
  guest: string;
  hotel: string;
  roomType: 'Single' | 'Double' | 'Suite';
  nights: number;
  channel: 'Direct' | 'Agency' | 'Corporate';
}

const bookings: Booking[] = [
  { id: 1, guest: 'P. Novak', hotel: 'Harbour View', roomType: 'Double', nights: 3, channel: 'Direct' },
  { id: 2, guest: 'R. Chen', hotel: 'Harbour View', roomType: 'Suite', nights: 2, channel: 'Corporate' },
  { id: 3, guest: 'M. Adeyemi', hotel: 'Harbour View', roomType: 'Single', nights: 5, channel: 'Agency' },
  { id: 4, guest: 'L. Fischer', hotel: 'Old Town Inn', roomType: 'Double', nights: 1, channel: 'Agency' },
  { id: 5, guest: 'S. Gupta', hotel: 'Old Town Inn', roomType: 'Double', nights: 4, channel: 'Direct' },
  { id: 6, guest: 'J. Walsh', hotel: 'Old Town Inn', roomType: 'Single', nights: 2, channel: 'Corporate' },
  { id: 7, guest: 'C. Rossi', hotel: 'Airport Lodge', roomType: 'Single', nights: 1, channel: 'Corporate' },
  { id: 8, guest: 'E. Dubois', hotel: 'Airport Lodge', roomType: 'Suite', nights: 2, channel: 'Direct' },
];

const columns: GridColDef<Booking>[] = [
  { field: 'guest', headerName: 'Guest', width: 120 },
  { field: 'hotel', headerName: 'Hotel', width: 140 },
  { field: 'roomType', headerName: 'Room', width: 100 },
  { field: 'channel', headerName: 'Channel', width: 110 },
  { field: 'nights', headerName: 'Nights', type: 'number', width: 80 },
];

const criteria: Array<[string, string]> = [
  ['hotel', 'Hotel'],
  ['roomType', 'Room'],
  ['channel', 'Channel'],
];

export default function HotelBookingsHiddenGroupedGrid() {
  const apiRef = useGridApiRef();
  const [model, setModel] = React.useState<GridRowGroupingModel>(['hotel']);

  // Hides each column while it is in `model`, and shows it again when it leaves.
  const initialState = useKeepGroupedColumnsHidden({ apiRef, rowGroupingModel: model });

  const toggle = (field: string) =>
    setModel((current) =>
      current.includes(field) ? current.filter((f) => f !== field) : [...current, field],
    );

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        {criteria.map(([field, label]) => (
          <Chip
            key={field}
            label={label}
            color={model.includes(field) ? 'primary' : 'default'}
            variant={model.includes(field) ? 'filled' : 'outlined'}
            onClick={() => toggle(field)}
          />
        ))}
      </Box>
      <Typography
        variant="body2"
        component="pre"
        sx={{ m: 0, mb: 1, p: 1, borderRadius: 1, bgcolor: 'action.hover', whiteSpace: 'pre-wrap' }}
      >
        rowGroupingModel = {JSON.stringify(model)}
      </Typography>
      <Box sx={{ height: 380 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={bookings}
          columns={columns}
          initialState={initialState}
          rowGroupingModel={model}
          onRowGroupingModelChange={setModel}
          hideFooter
        />
      </Box>
    </Box>
  );
}
