import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

export default function InlineCalendarDatePicker() {
  const [delivery, setDelivery] = React.useState<Dayjs | null>(dayjs('2025-11-12'));
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        displayStaticWrapperAs="desktop"
        value={delivery}
        onChange={setDelivery}
        shouldDisableDate={(date) => date.day() === 0}
        // No Cancel / OK: the choice is saved as soon as a day is clicked.
        slotProps={{ actionBar: { actions: [] } }}
      />
      <Typography variant="body2">
        Delivery on {delivery ? delivery.format('dddd D MMMM') : 'no day chosen'}
      </Typography>
    </LocalizationProvider>
  );
}
