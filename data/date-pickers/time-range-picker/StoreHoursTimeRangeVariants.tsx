import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DesktopTimeRangePicker } from '@mui/x-date-pickers-pro/DesktopTimeRangePicker';
import { MobileTimeRangePicker } from '@mui/x-date-pickers-pro/MobileTimeRangePicker';
import { DateRange } from '@mui/x-date-pickers-pro/models';
import { Dayjs } from 'dayjs';

const saturdayHours: DateRange<Dayjs> = [
  dayjs('2025-11-08T09:30'),
  dayjs('2025-11-08T18:00'),
];

export default function StoreHoursTimeRangeVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            sm: 'repeat(2, minmax(0, 1fr))',
          },
          gap: 2,
        }}
      >
        {/* A popover under the field, whatever the device. */}
        <DesktopTimeRangePicker
          label="Saturday hours (popover)"
          defaultValue={saturdayHours}
        />
        {/* A dialog with a toolbar and Start / End tabs, whatever the device. */}
        <MobileTimeRangePicker
          label="Saturday hours (dialog)"
          defaultValue={saturdayHours}
        />
      </Box>
    </LocalizationProvider>
  );
}
