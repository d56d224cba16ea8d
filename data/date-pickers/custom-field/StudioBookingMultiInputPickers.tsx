import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import { MultiInputTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputTimeRangeField';
import { MultiInputDateTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputDateTimeRangeField';
import { DateRange } from '@mui/x-date-pickers-pro/models';

function describe([from, to]: DateRange<Dayjs>, pattern: string) {
  const show = (date: Dayjs | null) => (date?.isValid() ? date.format(pattern) : '…');
  return `${show(from)} – ${show(to)}`;
}

// A fieldset names the two inputs of each field as one group.
function Booking(props: { legend: string; summary: string; children: React.ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1.5 }}>
        {props.legend}
      </Typography>
      {props.children}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {props.summary}
      </Typography>
    </Box>
  );
}

export default function StudioBookingMultiInputPickers() {
  const [hire, setHire] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-05-19'),
    dayjs('2025-05-21'),
  ]);
  const [sessions, setSessions] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-05-19T10:00'),
    dayjs('2025-05-19T16:30'),
  ]);
  const [lighting, setLighting] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-05-19T08:00'),
    dayjs('2025-05-21T19:00'),
  ]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 600 }}>
        <Booking legend="Studio hire" summary={describe(hire, 'ddd D MMM')}>
          <DateRangePicker
            value={hire}
            onChange={setHire}
            slots={{ field: MultiInputDateRangeField }}
          />
        </Booking>
        <Booking legend="Daily shooting hours" summary={describe(sessions, 'HH:mm')}>
          <TimeRangePicker
            value={sessions}
            onChange={setSessions}
            slots={{ field: MultiInputTimeRangeField }}
          />
        </Booking>
        <Booking
          legend="Lighting kit on loan"
          summary={describe(lighting, 'ddd D MMM, HH:mm')}
        >
          <DateTimeRangePicker
            value={lighting}
            onChange={setLighting}
            slots={{ field: MultiInputDateTimeRangeField }}
          />
        </Booking>
      </Stack>
    </LocalizationProvider>
  );
}
