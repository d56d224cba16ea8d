import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';
import { DateRange } from '@mui/x-date-pickers-pro/models';

// Counted from the reader's today when the picker opens, in the browser:
// the picker is closed on the page, so the server never renders them.
const stayShortcuts: PickersShortcutsItem<DateRange<Dayjs>>[] = [
  {
    id: 'next-weekend',
    label: 'Next weekend',
    getValue: () => {
      const friday = dayjs()
        .startOf('day')
        .day(5)
        .add(dayjs().day() >= 5 ? 7 : 0, 'day');
      return [friday, friday.add(2, 'day')];
    },
  },
  {
    id: 'one-week',
    label: 'Next 7 nights',
    getValue: () => {
      const tomorrow = dayjs().startOf('day').add(1, 'day');
      return [tomorrow, tomorrow.add(7, 'day')];
    },
  },
  {
    id: 'two-weeks',
    label: 'Next 14 nights',
    getValue: () => {
      const tomorrow = dayjs().startOf('day').add(1, 'day');
      return [tomorrow, tomorrow.add(14, 'day')];
    },
  },
  {
    // Always in the past, so `disablePast` greys this one out.
    id: 'last-weekend',
    label: 'Last weekend',
    getValue: () => {
      // The latest Sunday before today, and the Friday two days before it.
      const today = dayjs().startOf('day');
      const lastSunday = today.subtract(today.day() === 0 ? 7 : today.day(), 'day');
      return [lastSunday.subtract(2, 'day'), lastSunday];
    },
  },
  { id: 'reset', label: 'Reset', getValue: () => [null, null] },
];

export default function HolidayRentalShortcuts() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ maxWidth: 340 }}>
        <DateRangePicker
          desktopModeMediaQuery="@media (pointer: fine) and (min-width: 700px)"
          label="Holiday rental"
          disablePast
          slotProps={{ shortcuts: { items: stayShortcuts } }}
          sx={{ width: '100%' }}
        />
      </Box>
    </LocalizationProvider>
  );
}
