import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';

export default function ClearablePromoDatePicker() {
  const [endsOn, setEndsOn] = React.useState<Dayjs | null>(dayjs('2025-05-31'));
  const [launch, setLaunch] = React.useState<Dayjs | null>(dayjs('2025-05-01'));
  const [clears, setClears] = React.useState(0);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          {/* A clear button inside the field. */}
          <DatePicker
            label="Promotion ends (optional)"
            value={endsOn}
            onChange={setEndsOn}
            slotProps={{
              field: { clearable: true, onClear: () => setClears((count) => count + 1) },
            }}
          />
          {/* A Clear button in the dialog's action bar. */}
          <MobileDatePicker
            label="Launch day (dialog)"
            value={launch}
            onChange={setLaunch}
            slotProps={{ actionBar: { actions: ['clear', 'cancel', 'accept'] } }}
          />
        </Box>
        <Typography variant="body2" component="div" sx={{ fontFamily: 'monospace' }}>
          ends: {endsOn ? endsOn.format('YYYY-MM-DD') : 'null'} (cleared {clears} times)
          <br />
          launch: {launch ? launch.format('YYYY-MM-DD') : 'null'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
