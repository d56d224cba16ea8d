import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import { DateRange, RangePosition } from '@mui/x-date-pickers-pro/models';

function formatDay(day: Dayjs | null) {
  return day === null ? 'null' : day.format('YYYY-MM-DD');
}

export default function OfficeMoveControlledCalendar() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-03-10'),
    dayjs('2025-03-14'),
  ]);
  const [rangePosition, setRangePosition] = React.useState<RangePosition>('start');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <DateRangeCalendar
            calendars={1}
            value={value}
            onChange={(newValue) => setValue(newValue)}
            rangePosition={rangePosition}
            onRangePositionChange={setRangePosition}
          />
        </Box>
        <Stack spacing={1.5} sx={{ minWidth: 220 }}>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={rangePosition}
            onChange={(_event, next: RangePosition | null) => next && setRangePosition(next)}
            aria-label="Next click sets"
          >
            <ToggleButton value="start">Set packing day</ToggleButton>
            <ToggleButton value="end">Set moving day</ToggleButton>
          </ToggleButtonGroup>
          <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
            value: [{formatDay(value[0])}, {formatDay(value[1])}]
            <br />
            rangePosition: {rangePosition}
          </Typography>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
