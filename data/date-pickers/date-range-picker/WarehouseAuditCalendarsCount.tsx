import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';

type Count = 1 | 2 | 3;

export default function WarehouseAuditCalendarsCount() {
  const [calendars, setCalendars] = React.useState<Count>(3);
  const [position, setPosition] = React.useState<Count>(1);
  // Phones have room for one month only; this changes the closed popover, not the page layout.
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const shown: Count = narrow ? 1 : calendars;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <Stack
          direction="row"
          spacing={2}
          useFlexGap
          sx={{ flexWrap: 'wrap', alignItems: 'center' }}
        >
          <ToggleButtonGroup
            size="small"
            exclusive
            value={calendars}
            onChange={(_event, next: Count | null) => {
              if (next !== null) {
                setCalendars(next);
                setPosition((current) => (current > next ? next : current));
              }
            }}
            aria-label="Number of months shown"
          >
            <ToggleButton value={1}>1 month</ToggleButton>
            <ToggleButton value={2}>2 months</ToggleButton>
            <ToggleButton value={3}>3 months</ToggleButton>
          </ToggleButtonGroup>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={position}
            onChange={(_event, next: Count | null) => {
              if (next !== null) {
                setPosition(next);
              }
            }}
            aria-label="Position of the current month"
          >
            {([1, 2, 3] as const).map((slot) => (
              <ToggleButton key={slot} value={slot} disabled={slot > calendars}>
                Position {slot}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Stack>
        <DateRangePicker
          label="Stock audit"
          defaultValue={[dayjs('2025-10-06'), dayjs('2025-11-21')]}
          calendars={shown}
          currentMonthCalendarPosition={Math.min(position, shown) as Count}
          sx={{ maxWidth: 340 }}
        />
        <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
          calendars={shown} currentMonthCalendarPosition={Math.min(position, shown)}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
