import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MobileDateTimePicker } from '@mui/x-date-pickers/MobileDateTimePicker';
import type { PickersInputComponentLocaleText } from '@mui/x-date-pickers/locales';

// Only the keys you pass change; every other text keeps its value.
const pickupTexts: PickersInputComponentLocaleText = {
  toolbarTitle: 'When should the courier come?',
  cancelButtonLabel: 'Keep the old slot',
  okButtonLabel: 'Book this slot',
  clearButtonLabel: 'No pickup',
};

const slot = dayjs('2025-06-03T10:00');

export default function CourierPickupTexts() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
          maxWidth: 600,
        }}
      >
        <MobileDateTimePicker
          label="Pickup (custom texts)"
          defaultValue={slot}
          localeText={pickupTexts}
          slotProps={{ actionBar: { actions: ['clear', 'cancel', 'accept'] } }}
        />
        <MobileDateTimePicker
          label="Drop-off (default texts)"
          defaultValue={slot.add(2, 'day')}
          slotProps={{ actionBar: { actions: ['clear', 'cancel', 'accept'] } }}
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 2 }}>
        Open both pickers to compare the title and the buttons.
      </Typography>
    </LocalizationProvider>
  );
}
