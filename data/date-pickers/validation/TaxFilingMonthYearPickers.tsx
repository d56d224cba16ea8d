import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateValidationError } from '@mui/x-date-pickers/models';

// Quarterly VAT returns close in March, June, September and December.
const quarterEnds = [2, 5, 8, 11];
// Income tax returns already filed for these years.
const filedYears = [2021, 2022, 2024];

export default function TaxFilingMonthYearPickers() {
  const [quarter, setQuarter] = React.useState<Dayjs | null>(dayjs('2025-06-01'));
  const [quarterError, setQuarterError] = React.useState<DateValidationError>(null);
  const [year, setYear] = React.useState<Dayjs | null>(dayjs('2023-01-01'));
  const [yearError, setYearError] = React.useState<DateValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <DatePicker
            label="VAT quarter ending"
            views={['year', 'month']}
            openTo="month"
            format="MMMM YYYY"
            minDate={dayjs('2020-01-01')}
            maxDate={dayjs('2026-12-31')}
            value={quarter}
            onChange={setQuarter}
            shouldDisableMonth={(month) => !quarterEnds.includes(month.month())}
            onError={setQuarterError}
          />
          <DatePicker
            label="Income tax year to file"
            views={['year']}
            minDate={dayjs('2018-01-01')}
            maxDate={dayjs('2025-12-31')}
            value={year}
            onChange={setYear}
            shouldDisableYear={(candidate) => filedYears.includes(candidate.year())}
            onError={setYearError}
          />
        </Stack>
        <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
          quarter error: {quarterError ?? 'null'} · year error: {yearError ?? 'null'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
