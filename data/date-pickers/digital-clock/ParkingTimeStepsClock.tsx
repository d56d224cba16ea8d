import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { clockLocaleText } from './clockLocaleText';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';

const arrival = dayjs('2025-07-01T08:15');

export default function ParkingTimeStepsClock() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} localeText={clockLocaleText}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'flex-start' }}>
        <Box>
          <Typography component="p" variant="subtitle2" gutterBottom>
            timeStep={'{15}'}
          </Typography>
          <Paper variant="outlined">
            <DigitalClock timeStep={15} defaultValue={arrival} />
          </Paper>
        </Box>
        <Box>
          <Typography component="p" variant="subtitle2" gutterBottom>
            timeStep={'{90}'}
          </Typography>
          <Paper variant="outlined">
            <DigitalClock timeStep={90} defaultValue={dayjs('2025-07-01T07:30')} />
          </Paper>
        </Box>
        <Box>
          <Typography component="p" variant="subtitle2" gutterBottom>
            timeSteps={'{{ hours: 2, minutes: 15 }}'}
          </Typography>
          <Paper variant="outlined">
            <MultiSectionDigitalClock
              timeSteps={{ hours: 2, minutes: 15 }}
              defaultValue={dayjs('2025-07-01T08:15')}
            />
          </Paper>
        </Box>
      </Box>
    </LocalizationProvider>
  );
}
