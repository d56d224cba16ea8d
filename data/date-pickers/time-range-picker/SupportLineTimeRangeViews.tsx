import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';
import { DateRange } from '@mui/x-date-pickers-pro/models';

const day = '2025-03-17';
const supportHours: DateRange<Dayjs> = [
  dayjs(`${day}T08:00`),
  dayjs(`${day}T20:00`),
];
const adBreak: DateRange<Dayjs> = [
  dayjs(`${day}T19:58:30`),
  dayjs(`${day}T20:01:15`),
];
const parking: DateRange<Dayjs> = [dayjs(`${day}T09:00`), dayjs(`${day}T17:00`)];

export default function SupportLineTimeRangeViews() {
  const [ampm, setAmpm] = React.useState(true);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <FormControlLabel
          control={
            <Switch
              checked={ampm}
              onChange={(event) => setAmpm(event.target.checked)}
            />
          }
          label="ampm"
        />
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: {
              xs: 'minmax(0, 1fr)',
              md: 'repeat(3, minmax(0, 1fr))',
            },
            gap: 2,
          }}
        >
          {/* Half hours only: 48 options, shown as hour and minute columns. */}
          <TimeRangePicker
            label="Support line open"
            defaultValue={supportHours}
            ampm={ampm}
            timeSteps={{ minutes: 30 }}
          />
          {/* A seconds column, in steps of 15 seconds. */}
          <TimeRangePicker
            label="Ad break"
            defaultValue={adBreak}
            ampm={ampm}
            views={['hours', 'minutes', 'seconds']}
            timeSteps={{ minutes: 1, seconds: 15 }}
          />
          {/* Whole hours: 24 options, so a single list. */}
          <TimeRangePicker
            label="Parking permit"
            defaultValue={parking}
            ampm={ampm}
            views={['hours']}
          />
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
