import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';

export default function ReportPeriodFieldFormat() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 400 }}>
        <DateRangePicker
          desktopModeMediaQuery="@media (pointer: fine) and (min-width: 700px)"
          label="Quarterly report"
          defaultValue={[dayjs('2025-04-01'), dayjs('2025-06-30')]}
          format="MMM D, YYYY"
          slotProps={{
            field: { dateSeparator: 'to', clearable: true },
            textField: { helperText: 'Month in letters, "to" between the dates' },
          }}
        />
        <DateRangePicker
          desktopModeMediaQuery="@media (pointer: fine) and (min-width: 700px)"
          label="Payroll run"
          defaultValue={[dayjs('2025-06-16'), dayjs('2025-06-29')]}
          format="DD.MM.YYYY"
          formatDensity="spacious"
          slotProps={{
            textField: {
              size: 'small',
              helperText: 'Spacious separators, small size',
            },
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
