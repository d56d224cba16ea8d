import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';

function isWeekend(day: Dayjs) {
  return day.day() === 0 || day.day() === 6;
}

// Day of the week: 0 is Sunday … 6 is Saturday. Always strictly after today.
function next(weekday: number) {
  const today = dayjs().startOf('day');
  const offset = (weekday - today.day() + 7) % 7 || 7;
  return today.add(offset, 'day');
}

// Technicians work on weekdays: the Saturday shortcut is always disabled,
// and "Tomorrow" is disabled on Fridays and Saturdays.
const visitShortcuts: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'Tomorrow', getValue: () => dayjs().startOf('day').add(1, 'day') },
  { label: 'Next Monday', getValue: () => next(1) },
  { label: 'Next Friday', getValue: () => next(5) },
  { label: 'Next Saturday', getValue: () => next(6) },
  { label: 'In two weeks', getValue: () => dayjs().startOf('day').add(14, 'day') },
];

export default function TechnicianVisitShortcuts() {
  const [value, setValue] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <DatePicker
          label="Technician visit"
          value={value}
          onChange={setValue}
          disablePast
          shouldDisableDate={isWeekend}
          slotProps={{ shortcuts: { items: visitShortcuts } }}
        />
        <Typography variant="body2" sx={{ fontFamily: 'monospace', pt: { sm: 2 } }}>
          value: {value === null ? 'null' : value.format('ddd YYYY-MM-DD')}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
