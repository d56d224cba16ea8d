import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MultiInputTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputTimeRangeField';
import { DateRange, TimeRangeValidationError } from '@mui/x-date-pickers-pro/models';

const messages: Record<string, string> = {
  minTime: 'The pool opens at 7:00.',
  maxTime: 'The pool closes at 21:00.',
  minutesStep: 'Lane bookings start on the half hour.',
  invalidRange: 'The end is before the start.',
  invalidDate: 'Type hours and minutes.',
};

export default function PoolTimetableTimeRangeFieldValidation() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-06-09T18:30'),
    dayjs('2025-06-09T17:00'),
  ]);
  // Start from the error of the initial value, so the first render already shows its messages.
  const [error, setError] = React.useState<TimeRangeValidationError>([
    'invalidRange',
    'invalidRange',
  ]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, maxWidth: 480 }}>
        <MultiInputTimeRangeField
          value={value}
          onChange={setValue}
          onError={setError}
          ampm={false}
          minTime={dayjs('2025-06-09T07:00')}
          maxTime={dayjs('2025-06-09T21:00')}
          minutesStep={30}
          slotProps={{
            textField: ({ position }) => {
              // Each input shows the reason for its own end of the range.
              const reason = position === 'start' ? error[0] : error[1];
              return {
                id: `pool-lane-${position}`,
                label: position === 'start' ? 'Lane from' : 'Lane until',
                // A blank line when valid keeps the height the same.
                helperText: reason ? (messages[reason] ?? reason) : ' ',
              };
            },
          }}
        />
        <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
          onError: [{String(error[0])}, {String(error[1])}]
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
