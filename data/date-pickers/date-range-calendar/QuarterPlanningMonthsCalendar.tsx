import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';

type Count = 1 | 2 | 3;

// Nothing is selected yet: `referenceDate` picks the months shown (Q2 2025), never today's.
const quarterStart = dayjs('2025-05-01');

export default function QuarterPlanningMonthsCalendar() {
  const [calendars, setCalendars] = React.useState<Count>(3);
  const [position, setPosition] = React.useState<Count>(2);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
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
            aria-label="Number of months"
          >
            <ToggleButton value={1}>1 month</ToggleButton>
            <ToggleButton value={2}>2 months</ToggleButton>
            <ToggleButton value={3}>3 months</ToggleButton>
          </ToggleButtonGroup>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={position}
            onChange={(_event, next: Count | null) => next && setPosition(next)}
            aria-label="Position of May"
          >
            {([1, 2, 3] as const).map((slot) => (
              <ToggleButton key={slot} value={slot} disabled={slot > calendars}>
                May in {slot}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Stack>
        <Typography variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
          calendars={calendars} currentMonthCalendarPosition={position}
        </Typography>
        <Box sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <DateRangeCalendar
            calendars={calendars}
            currentMonthCalendarPosition={position}
            referenceDate={quarterStart}
          />
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
