import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { clockLocaleText } from './clockLocaleText';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';

export default function AlarmAmpmDigitalClock() {
  const [ampm, setAmpm] = React.useState(true);
  const [alarm, setAlarm] = React.useState<Dayjs | null>(dayjs('2025-01-20T06:30'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} localeText={clockLocaleText}>
      <Stack spacing={2}>
        <FormControlLabel
          control={<Switch checked={ampm} onChange={(event) => setAmpm(event.target.checked)} />}
          label={`ampm={${ampm}}`}
        />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'flex-start' }}>
          <Paper variant="outlined">
            <DigitalClock ampm={ampm} value={alarm} onChange={setAlarm} />
          </Paper>
          <Paper variant="outlined">
            <MultiSectionDigitalClock ampm={ampm} value={alarm} onChange={setAlarm} />
          </Paper>
        </Box>
        <Typography variant="body2">
          Alarm: {alarm ? alarm.format('HH:mm') : 'null'} (stored the same way in both modes)
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
