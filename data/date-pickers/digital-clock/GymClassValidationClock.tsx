import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { clockLocaleText } from './clockLocaleText';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';
import { TimeView } from '@mui/x-date-pickers/models';

// Classes run 06:00–21:00, start on the quarter hour, and the studio is cleaned at 14:00.
const firstClass = dayjs('2025-09-01T06:00');
const lastClass = dayjs('2025-09-01T21:00');

const duringCleaning = (value: Dayjs, view: TimeView) => view === 'hours' && value.hour() === 14;

export default function GymClassValidationClock() {
  const [classStart, setClassStart] = React.useState<Dayjs | null>(dayjs('2025-09-01T18:45'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} localeText={clockLocaleText}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'flex-start' }}>
        <Paper variant="outlined">
          <MultiSectionDigitalClock
            ampm={false}
            minTime={firstClass}
            maxTime={lastClass}
            minutesStep={15}
            shouldDisableTime={duringCleaning}
            value={classStart}
            onChange={setClassStart}
          />
        </Paper>
        <Box sx={{ maxWidth: 320 }}>
          <Typography variant="body2">
            Class starts at {classStart ? classStart.format('HH:mm') : '—'}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            Hours before 06 and after 21 are greyed out by minTime and maxTime, 14 by
            shouldDisableTime, and minutes that are not a multiple of 15 by minutesStep.
          </Typography>
        </Box>
      </Box>
    </LocalizationProvider>
  );
}
