import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { clockLocaleText } from './clockLocaleText';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';
import { TimeView } from '@mui/x-date-pickers/models';

// The desk is open 9:00–17:00 and closed for lunch from 12:00 to 13:00.
const opens = dayjs('2025-03-10T09:00');
const closes = dayjs('2025-03-10T17:00');

const isLunch = (value: Dayjs, view: TimeView) => view === 'hours' && value.hour() === 12;

export default function LunchBreakSkipDisabledClock() {
  const [skipDisabled, setSkipDisabled] = React.useState(true);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} localeText={clockLocaleText}>
      <Stack spacing={2}>
        <FormControlLabel
          control={
            <Switch checked={skipDisabled} onChange={(event) => setSkipDisabled(event.target.checked)} />
          }
          label="skipDisabled"
        />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'flex-start' }}>
          <Paper variant="outlined">
            <DigitalClock
              skipDisabled={skipDisabled}
              minTime={opens}
              maxTime={closes}
              shouldDisableTime={isLunch}
              defaultValue={dayjs('2025-03-10T11:00')}
            />
          </Paper>
          <Paper variant="outlined">
            <MultiSectionDigitalClock
              skipDisabled={skipDisabled}
              minTime={opens}
              maxTime={closes}
              shouldDisableTime={isLunch}
              defaultValue={dayjs('2025-03-10T11:00')}
            />
          </Paper>
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
