import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { DateRangeValidationError } from '@mui/x-date-pickers-pro/models';

// Courses run between these dates, start on a weekday and end on a weekday.
const firstDay = dayjs('2025-09-01');
const lastDay = dayjs('2025-12-19');

const isWeekend = (day: Dayjs) => day.day() === 0 || day.day() === 6;

const messages: Record<string, string> = {
  invalidDate: 'Complete the date.',
  invalidRange: 'The course must end after it starts.',
  minDate: 'The term starts on September 1.',
  maxDate: 'The term ends on December 19.',
  shouldDisableDate: 'Courses start and end on weekdays.',
};

function describe(error: DateRangeValidationError) {
  const [startError, endError] = error;
  if (startError) {
    return `Start: ${messages[startError] ?? startError}`;
  }
  if (endError) {
    return `End: ${messages[endError] ?? endError}`;
  }
  return 'Weekdays between September 1 and December 19.';
}

export default function TrainingCourseRangeValidation() {
  const [error, setError] = React.useState<DateRangeValidationError>([null, null]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{ maxWidth: 340 }}>
        <DateRangePicker
          desktopModeMediaQuery="@media (pointer: fine) and (min-width: 700px)"
          label="Course dates"
          defaultValue={[dayjs('2025-09-08'), dayjs('2025-09-12')]}
          minDate={firstDay}
          maxDate={lastDay}
          shouldDisableDate={(day) => isWeekend(day)}
          onError={setError}
          slotProps={{ textField: { helperText: describe(error) } }}
        />
        <Typography
          variant="body2"
          sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}
        >
          error: [
          {error.map((part) => (part === null ? 'null' : `"${part}"`)).join(', ')}]
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
