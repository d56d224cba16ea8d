import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';

// The print shop is closed on Sundays and Mondays.
function isClosed(day: Dayjs) {
  return day.day() === 0 || day.day() === 1;
}

// Walk forward from a start day until the picker's own validation accepts the date.
function firstValid(start: Dayjs, isValid: (value: Dayjs | null) => boolean) {
  let day = start;
  for (let i = 0; i < 31; i += 1) {
    if (isValid(day)) {
      return day;
    }
    day = day.add(1, 'day');
  }
  return null;
}

const pickupShortcuts: PickersShortcutsItem<Dayjs | null>[] = [
  {
    label: 'First open day',
    getValue: ({ isValid }) => firstValid(dayjs().startOf('day'), isValid),
  },
  {
    label: 'First open day after 3 days of printing',
    getValue: ({ isValid }) => firstValid(dayjs().startOf('day').add(3, 'day'), isValid),
  },
  {
    label: 'First open day next week',
    getValue: ({ isValid }) =>
      firstValid(dayjs().startOf('week').add(1, 'week'), isValid),
  },
];

export default function NextOpenDayShortcuts() {
  const [value, setValue] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <DatePicker
          label="Poster pickup"
          value={value}
          onChange={setValue}
          disablePast
          shouldDisableDate={isClosed}
          slotProps={{ shortcuts: { items: pickupShortcuts } }}
        />
        <Typography variant="body2" sx={{ fontFamily: 'monospace', pt: { sm: 2 } }}>
          value: {value === null ? 'null' : value.format('ddd YYYY-MM-DD')}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
