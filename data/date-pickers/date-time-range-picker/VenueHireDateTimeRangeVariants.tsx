import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DesktopDateTimeRangePicker } from '@mui/x-date-pickers-pro/DesktopDateTimeRangePicker';
import { MobileDateTimeRangePicker } from '@mui/x-date-pickers-pro/MobileDateTimeRangePicker';
import { DateRange } from '@mui/x-date-pickers-pro/models';

const hire: DateRange<Dayjs> = [
  dayjs('2025-12-12T18:00'),
  dayjs('2025-12-13T01:00'),
];

export default function VenueHireDateTimeRangeVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            md: 'repeat(2, minmax(0, 1fr))',
          },
          gap: 2,
        }}
      >
        {/* Calendar and time columns side by side in a popover. */}
        <DesktopDateTimeRangePicker
          label="Party venue (popover)"
          defaultValue={hire}
        />
        {/* A dialog that walks through start date, start time, end date, end time. */}
        <MobileDateTimeRangePicker
          label="Party venue (dialog)"
          defaultValue={hire}
        />
      </Box>
    </LocalizationProvider>
  );
}
