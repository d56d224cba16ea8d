import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { TimeValidationError } from '@mui/x-date-pickers/models';

// Only the time of these two values counts: the loading dock is open 06:00–22:00 every day.
const dockOpens = dayjs('2025-01-01T06:00');
const dockCloses = dayjs('2025-01-01T22:00');

export default function WarehouseShiftMinMaxTime() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-06-14T07:30'));
  const [error, setError] = React.useState<TimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <TimePicker
          label="Truck arrival"
          value={value}
          onChange={setValue}
          minTime={dockOpens}
          maxTime={dockCloses}
          onError={setError}
        />
        <Stack spacing={0.5}>
          <Typography variant="body2">Dock open 6:00 AM to 10:00 PM</Typography>
          <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
            error: {error ?? 'null'}
          </Typography>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
