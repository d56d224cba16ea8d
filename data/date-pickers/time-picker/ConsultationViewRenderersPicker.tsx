import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DesktopTimePicker } from '@mui/x-date-pickers/DesktopTimePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import {
  renderTimeViewClock,
  renderMultiSectionDigitalClockTimeView,
} from '@mui/x-date-pickers/timeViewRenderers';

const consultation = dayjs('2025-07-08T15:30');

export default function ConsultationViewRenderersPicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {/* The analog clock of the mobile picker, in the desktop popover. */}
        <DesktopTimePicker
          label="Consultation (clock)"
          defaultValue={consultation}
          viewRenderers={{
            hours: renderTimeViewClock,
            minutes: renderTimeViewClock,
            seconds: renderTimeViewClock,
          }}
        />
        {/* The digital columns on desktop and in the mobile dialog alike. */}
        <TimePicker
          label="Consultation (columns)"
          defaultValue={consultation}
          viewRenderers={{
            hours: renderMultiSectionDigitalClockTimeView,
            minutes: renderMultiSectionDigitalClockTimeView,
          }}
        />
        {/* null: no view at all, only the field and no open button. */}
        <DesktopTimePicker
          label="Consultation (field only)"
          defaultValue={consultation}
          viewRenderers={{ hours: null, minutes: null, meridiem: null }}
        />
      </Box>
    </LocalizationProvider>
  );
}
