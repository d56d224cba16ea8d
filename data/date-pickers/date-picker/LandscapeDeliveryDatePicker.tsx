import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';

export default function LandscapeDeliveryDatePicker() {
  const [delivery, setDelivery] = React.useState<Dayjs | null>(dayjs('2025-08-22'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        {/* The landscape layout is wider than a phone: let it scroll inside its box. */}
        <Box sx={{ overflowX: 'auto', maxWidth: '100%' }}>
          <StaticDatePicker
            orientation="landscape"
            value={delivery}
            onChange={setDelivery}
            slotProps={{ actionBar: { actions: [] } }}
            sx={{ width: 'fit-content' }}
          />
        </Box>
        <MobileDatePicker
          label="Delivery (dialog in landscape)"
          orientation="landscape"
          value={delivery}
          onChange={setDelivery}
          sx={{ maxWidth: 320 }}
        />
        <Typography variant="body2">
          Delivery on {delivery?.isValid() ? delivery.format('dddd D MMMM YYYY') : 'no day chosen'}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
