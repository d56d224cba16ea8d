import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';
import { DateRange, TimeRangeValidationError } from '@mui/x-date-pickers-pro/models';

const day = '2025-09-01';
const earliest = dayjs(`${day}T06:00`);
const latest = dayjs(`${day}T22:00`);
const maxShiftHours = 10;

const messages: Record<string, string> = {
  minTime: 'Shifts start at 6:00 AM at the earliest.',
  maxTime: 'Shifts end by 10:00 PM.',
  minutesStep: 'Use quarter hours (:00, :15, :30, :45).',
  'shouldDisableTime-hours': 'Handover hour (2 PM): start or end at another time.',
  invalidRange: 'The shift ends before it starts.',
  invalidDate: 'Type a full time.',
};

function describe(error: TimeRangeValidationError, value: DateRange<Dayjs>) {
  const reason = error[0] ?? error[1];
  if (reason) {
    return messages[reason] ?? reason;
  }
  const [start, end] = value;
  // A rule of your own, checked once the picker's rules pass.
  if (start && end && end.diff(start, 'minute') > maxShiftHours * 60) {
    return `Shifts last ${maxShiftHours} hours at most.`;
  }
  return 'Between 6:00 AM and 10:00 PM, in quarter hours.';
}

export default function CareHomeShiftTimeRangeValidation() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([
    dayjs(`${day}T05:30`),
    dayjs(`${day}T13:00`),
  ]);
  // Start from the error of the initial value, so the first render already shows its message.
  const [error, setError] = React.useState<TimeRangeValidationError>([
    'minTime',
    null,
  ]);
  const message = describe(error, value);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, maxWidth: 400 }}>
        <TimeRangePicker
          label="Day nurse shift"
          value={value}
          onChange={setValue}
          onError={setError}
          minTime={earliest}
          maxTime={latest}
          minutesStep={15}
          timeSteps={{ minutes: 15 }}
          shouldDisableTime={(time, view) => view === 'hours' && time.hour() === 14}
          slotProps={{
            // The helper line is always there, so a message moves nothing.
            textField: { helperText: message },
          }}
        />
        <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
          onError: [{String(error[0])}, {String(error[1])}]
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
