import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import { SingleInputTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';
import { SingleInputDateTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputDateTimeRangeField';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

export default function HolidayRentalRangeFields() {
  const [stay, setStay] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-07-19'),
    dayjs('2025-07-26'),
  ]);
  const idPrefix = React.useId();

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1fr)',
          gap: 2,
          maxWidth: 560,
        }}
      >
        <SingleInputDateRangeField
          id={`${idPrefix}-stay`}
          label="Stay (one input)"
          value={stay}
          onChange={setStay}
        />
        <MultiInputDateRangeField
          value={stay}
          onChange={setStay}
          sx={{
            flexWrap: 'wrap',
            gap: 2,
            // Gaps instead of the Stack margins, so a wrapped end field lines up on small screens.
            '& > :not(style) ~ :not(style)': { ml: 0 },
          }}
          slotProps={{
            textField: ({ position }) => ({
              label: position === 'start' ? 'Check-in' : 'Check-out',
            }),
          }}
        />
        <SingleInputTimeRangeField
          id={`${idPrefix}-reception`}
          label="Reception opening hours"
          defaultValue={[dayjs('2025-07-19T08:00'), dayjs('2025-07-19T20:00')]}
        />
        <SingleInputDateTimeRangeField
          id={`${idPrefix}-boat`}
          label="Boat hire"
          defaultValue={[dayjs('2025-07-21T09:00'), dayjs('2025-07-21T17:30')]}
        />
        <Typography variant="body2">
          Stay: {stay[0]?.isValid() ? stay[0].format('MMM D') : '…'} to{' '}
          {stay[1]?.isValid() ? stay[1].format('MMM D, YYYY') : '…'}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
