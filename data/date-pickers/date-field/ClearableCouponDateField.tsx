import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';

export default function ClearableCouponDateField() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-12-31'));
  const [clearCount, setClearCount] = React.useState(0);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DateField
          label="Coupon expires on"
          clearable
          onClear={() => setClearCount((count) => count + 1)}
          value={value}
          onChange={setValue}
        />
        <DateField
          label="Coupon starts on"
          clearable
          clearButtonPosition="start"
          defaultValue={dayjs('2025-12-01')}
        />
        <Typography variant="body2">
          Expiry: {value && value.isValid() ? value.format('YYYY-MM-DD') : 'null'} · cleared{' '}
          {clearCount} time{clearCount === 1 ? '' : 's'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
