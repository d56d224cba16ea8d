import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import { TimeValidationError } from '@mui/x-date-pickers/models';

export default function KitchenHoursValidationTimeField() {
  const [error, setError] = React.useState<TimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, maxWidth: 360 }}>
        <TimeField
          label="Table booking"
          defaultValue={dayjs('2025-02-14T22:30')}
          minTime={dayjs('2025-01-01T18:00')}
          maxTime={dayjs('2025-01-01T21:45')}
          minutesStep={15}
          onError={setError}
          helperText={error ? 'Tables from 6:00 PM to 9:45 PM, every 15 minutes' : ' '}
        />
        <Typography variant="body2">onError: {error ?? 'null'}</Typography>
      </Box>
    </LocalizationProvider>
  );
}
