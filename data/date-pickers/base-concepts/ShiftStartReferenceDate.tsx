import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

// The roster being planned: the week of 1 September 2025, shifts start at 06:00.
const rosterStart = dayjs('2025-09-01T06:00');

function describe(value: Dayjs | null) {
  return value && value.isValid() ? value.format('YYYY-MM-DD HH:mm') : 'null';
}

export default function ShiftStartReferenceDate() {
  const [withReference, setWithReference] = React.useState<Dayjs | null>(null);
  const [withoutReference, setWithoutReference] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          <DateTimePicker
            label="Shift start (reference date)"
            value={withReference}
            onChange={setWithReference}
            referenceDate={rosterStart}
            ampm={false}
          />
          <DateTimePicker
            label="Shift start (no reference date)"
            value={withoutReference}
            onChange={setWithoutReference}
            ampm={false}
          />
        </Box>
        <Typography variant="body2" component="div" sx={{ fontFamily: 'monospace' }}>
          with referenceDate: {describe(withReference)}
          <br />
          without: {describe(withoutReference)}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
