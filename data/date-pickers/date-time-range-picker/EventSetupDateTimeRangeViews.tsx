import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import { DateRange } from '@mui/x-date-pickers-pro/models';

const marquee: DateRange<Dayjs> = [
  dayjs('2025-06-27T08:00'),
  dayjs('2025-06-29T20:00'),
];
const catering: DateRange<Dayjs> = [
  dayjs('2025-06-28T11:30'),
  dayjs('2025-06-28T15:00'),
];

export default function EventSetupDateTimeRangeViews() {
  const [ampm, setAmpm] = React.useState(false);

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
              md: 'repeat(2, minmax(0, 1fr))',
            },
            gap: 2,
          }}
        >
          {/* Whole hours: the day and a single list of 24 hours. */}
          <DateTimeRangePicker
            label="Marquee hire"
            defaultValue={marquee}
            views={['day', 'hours']}
            ampm={ampm}
          />
          {/* Quarter hours, opening on the time columns. */}
          <DateTimeRangePicker
            label="Catering service"
            defaultValue={catering}
            openTo="hours"
            timeSteps={{ minutes: 15 }}
            ampm={ampm}
          />
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
