import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DesktopDateTimeRangePicker } from '@mui/x-date-pickers-pro/DesktopDateTimeRangePicker';

export default function FestivalPassDateTimeRangeCalendars() {
  const [calendars, setCalendars] = React.useState<1 | 2 | 3>(2);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Stack
          direction="row"
          spacing={1.5}
          sx={{ alignItems: 'center', flexWrap: 'wrap' }}
        >
          <Typography variant="body2" id="festival-calendars-label">
            calendars
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={calendars}
            onChange={(_event, next: 1 | 2 | 3 | null) => next && setCalendars(next)}
            aria-labelledby="festival-calendars-label"
          >
            <ToggleButton value={1}>1</ToggleButton>
            <ToggleButton value={2}>2</ToggleButton>
            <ToggleButton value={3}>3</ToggleButton>
          </ToggleButtonGroup>
        </Stack>
        <DesktopDateTimeRangePicker
          label="Festival camping pass"
          calendars={calendars}
          defaultValue={[dayjs('2025-07-30T12:00'), dayjs('2025-08-04T10:00')]}
          sx={{ width: '100%', maxWidth: 440 }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
