import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import { DateRangeValidationError } from '@mui/x-date-pickers-pro/models';

// A museum lends a painting during its 2026 closure: pickup on a weekday, return not on a Monday.
const closureStart = dayjs('2026-03-02');
const closureEnd = dayjs('2026-06-26');

function shouldDisableDate(day: Dayjs, position: 'start' | 'end') {
  if (position === 'start') {
    return day.day() === 0 || day.day() === 6;
  }
  return day.day() === 1;
}

const messages: Record<string, string> = {
  invalidDate: 'Not a complete date.',
  invalidRange: 'Return is before pickup.',
  minDate: 'Before the closure.',
  maxDate: 'After the closure.',
  shouldDisableDate: 'Not on that weekday.',
};

export default function ExhibitionLoanFieldValidation() {
  const id = React.useId();
  const [error, setError] = React.useState<DateRangeValidationError>([null, null]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5}>
        <MultiInputDateRangeField
          defaultValue={[dayjs('2026-03-07'), dayjs('2026-02-24')]}
          minDate={closureStart}
          maxDate={closureEnd}
          shouldDisableDate={shouldDisableDate}
          onError={setError}
          direction={{ xs: 'column', sm: 'row' }}
          slotProps={{
            textField: ({ position }) => {
              const partError = error[position === 'start' ? 0 : 1];
              return {
                id: `${id}-${position}`,
                label: position === 'start' ? 'Pickup' : 'Return',
                helperText: partError
                  ? messages[partError] ?? partError
                  : position === 'start'
                    ? 'A weekday'
                    : 'Any day but Monday',
              };
            },
          }}
        />
        {/* One line per end: the error arrives after the first render, and a pair on one line
            would wrap on a phone and push what follows down. */}
        <Typography variant="body2" component="pre" sx={{ m: 0, fontFamily: 'monospace' }}>
          {error.map((part, index) => `error[${index}]: ${part === null ? 'null' : `'${part}'`}`).join('\n')}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
