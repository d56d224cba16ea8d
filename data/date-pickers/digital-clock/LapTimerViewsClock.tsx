import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { clockLocaleText } from './clockLocaleText';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';

export default function LapTimerViewsClock() {
  const [gunTime, setGunTime] = React.useState<Dayjs | null>(dayjs('2025-10-05T09:12:40'));
  const [lastColumn, setLastColumn] = React.useState<string>('none');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} localeText={clockLocaleText}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'flex-start' }}>
        <Box>
          <Typography component="p" variant="subtitle2" gutterBottom>
            Race start, to the second
          </Typography>
          <Paper variant="outlined">
            <MultiSectionDigitalClock
              views={['hours', 'minutes', 'seconds']}
              ampm={false}
              timeSteps={{ minutes: 1, seconds: 5 }}
              value={gunTime}
              onChange={(newValue, selectionState, selectedView) => {
                setGunTime(newValue);
                setLastColumn(selectedView ?? 'none');
              }}
            />
          </Paper>
          <Typography variant="body2" sx={{ mt: 1 }}>
            {gunTime ? gunTime.format('HH:mm:ss') : 'null'} · last column used: {lastColumn}
          </Typography>
        </Box>
        <Box>
          <Typography component="p" variant="subtitle2" gutterBottom>
            Hour of the hourly report
          </Typography>
          <Paper variant="outlined">
            <MultiSectionDigitalClock views={['hours']} defaultValue={dayjs('2025-10-05T18:00')} />
          </Paper>
        </Box>
      </Box>
    </LocalizationProvider>
  );
}
