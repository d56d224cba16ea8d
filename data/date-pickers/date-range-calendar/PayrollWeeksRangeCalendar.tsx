import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';

export default function PayrollWeeksRangeCalendar() {
  const [dragEditing, setDragEditing] = React.useState(true);
  const [autoSwitch, setAutoSwitch] = React.useState(true);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
          <FormControlLabel
            control={<Switch checked={dragEditing} onChange={(event) => setDragEditing(event.target.checked)} />}
            label="Drag the ends"
          />
          <FormControlLabel
            control={<Switch checked={autoSwitch} onChange={(event) => setAutoSwitch(event.target.checked)} />}
            label="Switch months automatically"
          />
        </Box>
        <Box sx={{ alignSelf: 'flex-start', border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <DateRangeCalendar
            calendars={1}
            defaultValue={[dayjs('2025-01-27'), dayjs('2025-02-09')]}
            displayWeekNumber
            fixedWeekNumber={6}
            showDaysOutsideCurrentMonth
            dayOfWeekFormatter={(day) => day.format('dd')}
            disableDragEditing={!dragEditing}
            disableAutoMonthSwitching={!autoSwitch}
          />
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
