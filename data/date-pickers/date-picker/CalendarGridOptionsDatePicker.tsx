import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

type Order = 'asc' | 'desc';
type PerRow = 3 | 4;

function Option<T extends string | number>(props: {
  id: string;
  label: string;
  value: T;
  options: T[];
  onChange: (next: T) => void;
}) {
  const { id, label, value, options, onChange } = props;
  return (
    <Box>
      <Typography id={id} variant="caption" component="div" sx={{ fontFamily: 'monospace' }}>
        {label}
      </Typography>
      <ToggleButtonGroup
        aria-labelledby={id}
        exclusive
        size="small"
        value={value}
        onChange={(event, next: T | null) => next !== null && onChange(next)}
      >
        {options.map((option) => (
          // A one-digit button is 23 px wide: too small a target for a finger (WCAG 2.2 asks 24 px).
          <ToggleButton key={option} value={option} sx={{ minWidth: 40 }}>
            {option}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}

export default function CalendarGridOptionsDatePicker() {
  const [yearsOrder, setYearsOrder] = React.useState<Order>('desc');
  const [yearsPerRow, setYearsPerRow] = React.useState<PerRow>(3);
  const [monthsPerRow, setMonthsPerRow] = React.useState<PerRow>(4);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          <Option id="grid-years-order" label="yearsOrder" value={yearsOrder} options={['asc', 'desc'] as Order[]} onChange={setYearsOrder} />
          <Option id="grid-years-per-row" label="yearsPerRow" value={yearsPerRow} options={[3, 4] as PerRow[]} onChange={setYearsPerRow} />
          <Option id="grid-months-per-row" label="monthsPerRow" value={monthsPerRow} options={[3, 4] as PerRow[]} onChange={setMonthsPerRow} />
        </Box>
        {/* Vehicles are registered from 1980 to 2025: the newest years matter most. */}
        <DatePicker
          label="First registration"
          views={['year', 'month', 'day']}
          openTo="year"
          minDate={dayjs('1980-01-01')}
          maxDate={dayjs('2025-12-31')}
          referenceDate={dayjs('2025-01-01')}
          yearsOrder={yearsOrder}
          yearsPerRow={yearsPerRow}
          monthsPerRow={monthsPerRow}
          sx={{ maxWidth: 320 }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
