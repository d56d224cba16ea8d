import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DesktopDateRangePicker } from '@mui/x-date-pickers-pro/DesktopDateRangePicker';
import { MobileDateRangePicker } from '@mui/x-date-pickers-pro/MobileDateRangePicker';
import { StaticDateRangePicker } from '@mui/x-date-pickers-pro/StaticDateRangePicker';
import { DateRange } from '@mui/x-date-pickers-pro/models';

// A fixed holiday, so the static calendar shows the same month on the server and in the browser.
const holiday: DateRange<Dayjs> = [dayjs('2025-08-04'), dayjs('2025-08-08')];

export default function RangePickerVariants() {
  // The popover only renders once opened: on a phone, give it one month so it fits the screen.
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3}>
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
          <Box>
            <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
              Desktop: a popover, two months
            </Typography>
            <DesktopDateRangePicker
              label="Team holiday"
              defaultValue={holiday}
              format="MMM D"
              calendars={narrow ? 1 : 2}
              sx={{ width: '100%' }}
            />
          </Box>
          <Box>
            <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
              Mobile: a dialog, one month
            </Typography>
            <MobileDateRangePicker
              label="Team holiday"
              defaultValue={holiday}
              format="MMM D"
              sx={{ width: '100%' }}
            />
          </Box>
        </Box>
        <Box>
          <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
            Static: always open, no field
          </Typography>
          <Box
            sx={{
              display: 'inline-block',
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
            }}
          >
            {/* One month fits any screen; an empty action bar drops Cancel and OK. */}
            <StaticDateRangePicker
              defaultValue={holiday}
              calendars={1}
              displayStaticWrapperAs="desktop"
              slotProps={{ actionBar: { actions: [] } }}
            />
          </Box>
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
