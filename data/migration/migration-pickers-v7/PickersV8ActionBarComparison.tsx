import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DesktopDateTimePicker } from '@mui/x-date-pickers/DesktopDateTimePicker';

const format = (value: Dayjs | null) =>
  value && value.isValid() ? value.format('ddd D MMM YYYY, HH:mm') : 'empty';

export default function PickersV8ActionBarComparison() {
  const [pickup, setPickup] = React.useState<Dayjs | null>(dayjs('2025-06-12T09:30'));
  const [dropOff, setDropOff] = React.useState<Dayjs | null>(dayjs('2025-06-14T18:00'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          {/* v8 defaults: Cancel and Next/OK buttons, no automatic view switch. */}
          <DesktopDateTimePicker
            label="Car pickup (v8 defaults)"
            value={pickup}
            onChange={setPickup}
            ampm={false}
            sx={{ width: '100%' }}
          />
          <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
            onChange value: {format(pickup)}
          </Typography>
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          {/* The v7 look: no action bar, closes after the last selection. */}
          <DesktopDateTimePicker
            label="Car drop-off (v7-like)"
            value={dropOff}
            onChange={setDropOff}
            ampm={false}
            closeOnSelect
            slotProps={{ actionBar: { actions: [] } }}
            sx={{ width: '100%' }}
          />
          <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
            onChange value: {format(dropOff)}
          </Typography>
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
