import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { PickersDay, PickersDayProps } from '@mui/x-date-pickers/PickersDay';

// Wrap the default day: selection, focus and disabled states all keep working.
function PaydayAwareDay(props: PickersDayProps) {
  const { day, outsideCurrentMonth } = props;
  const isPayday = !outsideCurrentMonth && (day.date() === 15 || day.date() === day.daysInMonth());

  return (
    <PickersDay
      {...props}
      aria-label={isPayday ? `${day.format('MMMM D')}, payday` : undefined}
      sx={
        isPayday
          ? { fontWeight: 700, border: 1, borderColor: 'success.main' }
          : undefined
      }
    />
  );
}

export default function SlotsPaydayCalendar() {
  const [transferDate, setTransferDate] = React.useState<Dayjs | null>(dayjs('2025-09-10'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <DateCalendar
          value={transferDate}
          onChange={setTransferDate}
          slots={{ day: PaydayAwareDay }}
        />
        <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
          {`transfer date: ${transferDate ? transferDate.format('YYYY-MM-DD') : 'null'}`}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
