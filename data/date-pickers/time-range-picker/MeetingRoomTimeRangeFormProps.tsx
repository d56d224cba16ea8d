import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';

export default function MeetingRoomTimeRangeFormProps() {
  const [disabled, setDisabled] = React.useState(false);
  const [readOnly, setReadOnly] = React.useState(true);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
          <FormControlLabel
            control={
              <Switch
                checked={disabled}
                onChange={(event) => setDisabled(event.target.checked)}
              />
            }
            label="disabled"
          />
          <FormControlLabel
            control={
              <Switch
                checked={readOnly}
                onChange={(event) => setReadOnly(event.target.checked)}
              />
            }
            label="readOnly"
          />
        </Box>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: {
              xs: 'minmax(0, 1fr)',
              sm: 'repeat(2, minmax(0, 1fr))',
            },
            gap: 2,
          }}
        >
          {/* Booked by the facilities team: visible, but not editable. */}
          <TimeRangePicker
            label="Room 4B: cleaning slot"
            defaultValue={[dayjs('2025-06-02T07:00'), dayjs('2025-06-02T08:00')]}
            disabled={disabled}
            readOnly={readOnly}
          />
          <TimeRangePicker
            label="Your booking"
            name="booking"
            defaultValue={[dayjs('2025-06-02T10:00'), dayjs('2025-06-02T11:30')]}
            disabled={disabled}
            slotProps={{ textField: { required: true } }}
          />
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
