import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { DesktopDateRangePicker } from '@mui/x-date-pickers-pro/DesktopDateRangePicker';
import { MobileDateRangePicker } from '@mui/x-date-pickers-pro/MobileDateRangePicker';
import { DesktopTimeRangePicker } from '@mui/x-date-pickers-pro/DesktopTimeRangePicker';
import { MobileTimeRangePicker } from '@mui/x-date-pickers-pro/MobileTimeRangePicker';
import { DesktopDateTimeRangePicker } from '@mui/x-date-pickers-pro/DesktopDateTimeRangePicker';
import { MobileDateTimeRangePicker } from '@mui/x-date-pickers-pro/MobileDateTimeRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

// A conference week: fixed dates, so the server and the browser render the same fields.
const week: DateRange<Dayjs> = [dayjs('2025-09-15'), dayjs('2025-09-19')];
const sessions: DateRange<Dayjs> = [dayjs('2025-09-15T09:00'), dayjs('2025-09-15T17:30')];
const stand: DateRange<Dayjs> = [dayjs('2025-09-14T14:00'), dayjs('2025-09-19T18:00')];
// Two full date-times do not fit in a half-width field: leave out the year.
const compact = 'MM/DD HH:mm';

function getFamilies(calendars: 1 | 2) {
  return [
    {
      name: 'Date range',
      hint: 'Conference week',
      desktop: (
        <DesktopDateRangePicker label="Date range (desktop)" defaultValue={week} calendars={calendars} />
      ),
      mobile: <MobileDateRangePicker label="Date range (mobile)" defaultValue={week} />,
    },
    {
      name: 'Time range',
      hint: 'Session hours',
      desktop: <DesktopTimeRangePicker label="Time range (desktop)" defaultValue={sessions} />,
      mobile: <MobileTimeRangePicker label="Time range (mobile)" defaultValue={sessions} />,
    },
    {
      name: 'Date time range',
      hint: 'Stand set-up to teardown',
      desktop: (
        <DesktopDateTimeRangePicker
          label="Date time range (desktop)"
          defaultValue={stand}
          format={compact}
          ampm={false}
          calendars={calendars}
        />
      ),
      mobile: (
        <MobileDateTimeRangePicker
          label="Date time range (mobile)"
          defaultValue={stand}
          format={compact}
          ampm={false}
        />
      ),
    },
  ];
}

export default function RangeFamiliesDesktopMobile() {
  // Two months side by side do not fit on a phone: show one there.
  // This only changes the closed popover, so the first render matches the server's.
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const families = getFamilies(narrow ? 1 : 2);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3}>
        {families.map((family) => (
          <Box key={family.name}>
            <Typography variant="subtitle2" component="div">
              {family.name}{' '}
              <Typography component="span" variant="caption" color="text.secondary">
                {family.hint}
              </Typography>
            </Typography>
            <Box
              sx={{
                mt: 1.5,
                display: 'grid',
                gridTemplateColumns: {
                  xs: 'minmax(0, 1fr)',
                  sm: 'repeat(2, minmax(0, 1fr))',
                },
                gap: 2,
              }}
            >
              {family.desktop}
              {family.mobile}
            </Box>
          </Box>
        ))}
      </Stack>
    </LocalizationProvider>
  );
}
