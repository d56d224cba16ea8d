import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MobileDateTimePicker } from '@mui/x-date-pickers/MobileDateTimePicker';

export default function ParcelLandscapePicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ maxWidth: 320 }}>
        {/* Open it: the toolbar with the chosen date and time sits on the left of the views. */}
        <MobileDateTimePicker
          label="Parcel pickup"
          defaultValue={dayjs('2025-05-06T09:30')}
          orientation="landscape"
        />
      </Box>
    </LocalizationProvider>
  );
}
