import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import KeyboardDoubleArrowLeft from '@mui/icons-material/KeyboardDoubleArrowLeft';
import KeyboardDoubleArrowRight from '@mui/icons-material/KeyboardDoubleArrowRight';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { PickersCalendarHeaderProps } from '@mui/x-date-pickers/PickersCalendarHeader';

// Planners jump a quarter at a time: « and » move three months, ‹ and › one.
function QuarterHeader(props: PickersCalendarHeaderProps) {
  const { currentMonth, onMonthChange, labelId, minDate, maxDate } = props;
  const month = currentMonth as Dayjs;

  const goTo = (months: number) => onMonthChange(month.add(months, 'month'));
  const canGo = (months: number) => {
    const target = month.add(months, 'month');
    return !target.isBefore(dayjs(minDate), 'month') && !target.isAfter(dayjs(maxDate), 'month');
  };

  return (
    <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 1, py: 1 }}>
      <Box>
        <IconButton aria-label="Previous quarter" disabled={!canGo(-3)} onClick={() => goTo(-3)}>
          <KeyboardDoubleArrowLeft />
        </IconButton>
        <IconButton aria-label="Previous month" disabled={!canGo(-1)} onClick={() => goTo(-1)}>
          <ChevronLeft />
        </IconButton>
      </Box>
      <Typography id={labelId} variant="subtitle1" component="p" aria-live="polite">
        {month.format('MMMM YYYY')} · Q{Math.floor(month.month() / 3) + 1}
      </Typography>
      <Box>
        <IconButton aria-label="Next month" disabled={!canGo(1)} onClick={() => goTo(1)}>
          <ChevronRight />
        </IconButton>
        <IconButton aria-label="Next quarter" disabled={!canGo(3)} onClick={() => goTo(3)}>
          <KeyboardDoubleArrowRight />
        </IconButton>
      </Box>
    </Stack>
  );
}

export default function QuarterJumpCalendarHeader() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-05-14'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <DateCalendar
          value={value}
          onChange={setValue}
          minDate={dayjs('2025-01-01')}
          maxDate={dayjs('2026-12-31')}
          slots={{ calendarHeader: QuarterHeader }}
        />
        <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
          value: {value ? value.format('YYYY-MM-DD') : 'null'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
