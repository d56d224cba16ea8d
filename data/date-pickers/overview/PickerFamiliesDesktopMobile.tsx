import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';
import { DesktopTimePicker } from '@mui/x-date-pickers/DesktopTimePicker';
import { MobileTimePicker } from '@mui/x-date-pickers/MobileTimePicker';
import { DesktopDateTimePicker } from '@mui/x-date-pickers/DesktopDateTimePicker';
import { MobileDateTimePicker } from '@mui/x-date-pickers/MobileDateTimePicker';

// One fixed moment for every field, so the page renders the same on the server and in the browser.
const concert = dayjs('2025-06-14T19:30');

const families = [
  {
    name: 'Date',
    hint: 'Day of the concert',
    desktop: <DesktopDatePicker label="Date (desktop)" defaultValue={concert} />,
    mobile: <MobileDatePicker label="Date (mobile)" defaultValue={concert} />,
  },
  {
    name: 'Time',
    hint: 'Doors open',
    desktop: <DesktopTimePicker label="Time (desktop)" defaultValue={concert} />,
    mobile: <MobileTimePicker label="Time (mobile)" defaultValue={concert} />,
  },
  {
    name: 'Date and time',
    hint: 'Show starts',
    desktop: <DesktopDateTimePicker label="Date time (desktop)" defaultValue={concert} />,
    mobile: <MobileDateTimePicker label="Date time (mobile)" defaultValue={concert} />,
  },
];

export default function PickerFamiliesDesktopMobile() {
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
                gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
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
