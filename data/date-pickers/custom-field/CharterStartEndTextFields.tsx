import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import { DateRange, RangePosition } from '@mui/x-date-pickers-pro/models';
import { FieldOwnerState } from '@mui/x-date-pickers/models';

// On a picker, the owner state type does not declare `position`, so the parameter adds it.
function charterTextField({ position }: FieldOwnerState & { position?: RangePosition }) {
  return position === 'start'
    ? { label: 'Embark', helperText: 'Pontoon B, from 2 PM', color: 'success' as const }
    : { label: 'Disembark', helperText: 'Back by 10 AM, tank full', color: 'warning' as const };
}

export default function CharterStartEndTextFields() {
  const fieldId = React.useId();
  const [charter, setCharter] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-08-02'),
    dayjs('2025-08-09'),
  ]);
  const [from, to] = charter;
  const nights = from?.isValid() && to?.isValid() ? to.diff(from, 'day') : null;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 560 }}>
        <DateRangePicker
          value={charter}
          onChange={setCharter}
          slots={{ field: MultiInputDateRangeField }}
          // Read by both text fields of the multi input field.
          slotProps={{ textField: charterTextField }}
        />
        <Typography variant="body2">
          {nights === null ? 'Choose both days.' : `${nights} nights on board.`}
        </Typography>
        {/* A standalone field takes the same function in its own slotProps. */}
        <MultiInputDateRangeField
          defaultValue={[dayjs('2025-06-15'), dayjs('2025-07-20')]}
          slotProps={{
            textField: ({ position }) => ({
              label: position === 'start' ? 'Deposit due' : 'Balance due',
              // A standalone field has no picker to name its inputs: without an id both read `undefined-start`.
              id: `${fieldId}-${position}`,
              helperText: position === 'start' ? '30% of the fee' : 'The other 70%',
              size: 'small',
            }),
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
