import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import HotelOutlinedIcon from '@mui/icons-material/HotelOutlined';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

const today = dayjs('2025-09-12');

export default function SlotsCheckInDatePicker() {
  const [checkIn, setCheckIn] = React.useState<Dayjs | null>(today.add(3, 'day'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <DatePicker
          label="Check-in"
          value={checkIn}
          onChange={setCheckIn}
          minDate={today}
          // Replace a slot: a bed instead of the calendar icon.
          slots={{ openPickerIcon: HotelOutlinedIcon }}
          slotProps={{
            // Configure slots without replacing them.
            field: { clearable: true },
            openPickerButton: { color: 'primary' },
            // Callback form: the props depend on the picker's owner state.
            textField: (ownerState) => ({
              required: true,
              helperText: ownerState.isPickerValueEmpty
                ? 'Pick the night you arrive'
                : 'Rooms are ready from 3 PM',
            }),
          }}
        />
        <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
          {`value: ${checkIn ? checkIn.format('YYYY-MM-DD') : 'null'}`}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
