import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeField } from '@mui/x-date-pickers/TimeField';

// The day of the ferry crossing: the time typed in the field lands on this date.
const sailingDay = dayjs('2025-08-30T00:00');

export default function BoardingReferenceDateTimeField() {
  const [boarding, setBoarding] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, maxWidth: 360 }}>
        <TimeField
          label="Boarding time"
          value={boarding}
          onChange={setBoarding}
          referenceDate={sailingDay}
        />
        <Typography variant="body2">
          Full value:{' '}
          {boarding === null
            ? 'null (type a time)'
            : boarding.isValid()
              ? boarding.format('ddd D MMM YYYY, HH:mm')
              : 'Invalid Date (keep typing)'}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
