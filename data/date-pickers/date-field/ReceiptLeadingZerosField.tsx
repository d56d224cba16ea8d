import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';

export default function ReceiptLeadingZerosField() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-04-07'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DateField
          label="Receipt date (M/D/YYYY)"
          format="M/D/YYYY"
          value={value}
          onChange={setValue}
        />
        <DateField
          label="Receipt date, leading zeros respected"
          format="M/D/YYYY"
          shouldRespectLeadingZeros
          value={value}
          onChange={setValue}
        />
        <Typography variant="body2">
          Value: {value && value.isValid() ? value.format('YYYY-MM-DD') : 'none'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
