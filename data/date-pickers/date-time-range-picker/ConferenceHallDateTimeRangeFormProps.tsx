import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';

export default function ConferenceHallDateTimeRangeFormProps() {
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
              md: 'repeat(2, minmax(0, 1fr))',
            },
            gap: 2,
          }}
        >
          {/* Fixed by the organiser: shown to speakers, not editable by them. */}
          <DateTimeRangePicker
            label="Conference (set by organiser)"
            defaultValue={[dayjs('2025-05-20T09:00'), dayjs('2025-05-22T17:00')]}
            disabled={disabled}
            readOnly={readOnly}
          />
          <DateTimeRangePicker
            label="Your hall rehearsal"
            name="rehearsal"
            defaultValue={[dayjs('2025-05-19T14:00'), dayjs('2025-05-19T16:00')]}
            disabled={disabled}
            slotProps={{ textField: { required: true } }}
          />
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
