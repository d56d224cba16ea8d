import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticTimePicker } from '@mui/x-date-pickers/StaticTimePicker';

export default function BakeryLandscapeTimePicker() {
  const [opening, setOpening] = React.useState<Dayjs | null>(dayjs('2025-05-05T06:30'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        {/* Wider than a phone held upright: scroll inside its own box there. */}
        <Box sx={{ overflowX: 'auto', maxWidth: '100%' }}>
          <StaticTimePicker
            orientation="landscape"
            value={opening}
            onChange={setOpening}
            localeText={{ toolbarTitle: 'Bakery opens at' }}
            slotProps={{ actionBar: { actions: [] } }}
            sx={{ width: 'fit-content' }}
          />
        </Box>
        <Typography variant="body2">
          Opening time on the shop sign: {opening?.isValid() ? opening.format('h:mm A') : '—'}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
