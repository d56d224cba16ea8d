import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Typography from '@mui/material/Typography';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function CheckInDatePicker() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-06-14'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DatePicker label="Check-in" value={value} onChange={(newValue) => setValue(newValue)} />
        <Typography variant="body2">
          Stored value: {value && value.isValid() ? value.format('YYYY-MM-DD') : 'none'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
