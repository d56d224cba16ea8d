import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

export default function MeterReadingFieldKeys() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-01-31T23:45'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <DateTimeField
          label="Meter reading taken at"
          value={value}
          onChange={setValue}
          format="DD MMM YYYY HH:mm"
          minutesStep={15}
          clearable
          sx={{ width: 280 }}
        />
        <Typography variant="body2" sx={{ fontFamily: 'monospace', pt: { sm: 2 } }}>
          value:{' '}
          {value === null ? 'null' : value.isValid() ? value.format('YYYY-MM-DDTHH:mm') : 'Invalid Date'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
