import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DesktopDateTimePicker } from '@mui/x-date-pickers/DesktopDateTimePicker';

export default function MeetingTimeStepsPicker() {
  const [ampm, setAmpm] = React.useState(true);
  const [singleColumn, setSingleColumn] = React.useState(false);
  // 15-minute steps: 24 * 60 / 15 = 96 options in a day.
  const threshold = singleColumn ? 96 : 24;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
          <FormControlLabel
            control={<Switch checked={ampm} onChange={(event) => setAmpm(event.target.checked)} />}
            label="ampm"
          />
          <FormControlLabel
            control={
              <Switch checked={singleColumn} onChange={(event) => setSingleColumn(event.target.checked)} />
            }
            label="One column of times"
          />
        </Box>
        <DesktopDateTimePicker
          label="Meeting room booking"
          defaultValue={dayjs('2025-03-18T14:30')}
          ampm={ampm}
          timeSteps={{ minutes: 15 }}
          thresholdToRenderTimeInASingleColumn={threshold}
          sx={{ maxWidth: 320 }}
        />
        <Typography variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
          ampm={String(ampm)} timeSteps={'{ minutes: 15 }'} thresholdToRenderTimeInASingleColumn={threshold}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
