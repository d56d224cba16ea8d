import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { PickerDay2 } from '@mui/x-date-pickers/PickerDay2';

export default function ClassScheduleDay2Compare() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-02-19'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}>
        <Box>
          <Typography variant="subtitle2" component="p" sx={{ px: 3 }}>
            PickersDay (default)
          </Typography>
          <DateCalendar value={value} onChange={setValue} showDaysOutsideCurrentMonth />
        </Box>
        <Box>
          <Typography variant="subtitle2" component="p" sx={{ px: 3 }}>
            PickerDay2
          </Typography>
          <DateCalendar
            value={value}
            onChange={setValue}
            showDaysOutsideCurrentMonth
            slots={{ day: PickerDay2 }}
            // The selected day's colours, stated: under the right-to-left style cache PickerDay2
            // loses its selected background and draws dark text on the dark page (1.27:1).
            slotProps={{ day: { sx: { '&.Mui-selected': { bgcolor: 'primary.main', color: 'primary.contrastText' } } } }}
          />
        </Box>
      </Box>
    </LocalizationProvider>
  );
}
