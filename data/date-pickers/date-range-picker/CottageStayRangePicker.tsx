import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';

export default function CottageStayRangePicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ maxWidth: 340 }}>
        {/* One field for both dates; the button at its end opens two months side by side. */}
        <DateRangePicker
          desktopModeMediaQuery="@media (pointer: fine) and (min-width: 700px)"
          label="Cottage stay"
          name="stay"
          defaultValue={[dayjs('2025-07-11'), dayjs('2025-07-14')]}
        />
      </Box>
    </LocalizationProvider>
  );
}
