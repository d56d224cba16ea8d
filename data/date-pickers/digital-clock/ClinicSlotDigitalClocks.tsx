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

// Fixed times: the open lists render the same selection on the server and in the browser.
const appointment = dayjs('2025-05-12T10:30');

export default function ClinicSlotDigitalClocks() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} localeText={clockLocaleText}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'flex-start' }}>
        <Box>
          <Typography component="p" variant="subtitle2" gutterBottom>
            DigitalClock: one list
          </Typography>
          <Paper variant="outlined">
            <DigitalClock defaultValue={appointment} />
          </Paper>
        </Box>
        <Box>
          <Typography component="p" variant="subtitle2" gutterBottom>
            MultiSectionDigitalClock: one column per unit
          </Typography>
          <Paper variant="outlined">
            <MultiSectionDigitalClock defaultValue={appointment} />
          </Paper>
        </Box>
      </Box>
    </LocalizationProvider>
  );
}
