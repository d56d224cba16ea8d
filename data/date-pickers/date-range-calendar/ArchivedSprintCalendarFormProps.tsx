import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';

export default function ArchivedSprintCalendarFormProps() {
  const [disabled, setDisabled] = React.useState(false);
  const [readOnly, setReadOnly] = React.useState(true);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
          <FormControlLabel
            control={<Switch checked={disabled} onChange={(event) => setDisabled(event.target.checked)} />}
            label="disabled"
          />
          <FormControlLabel
            control={<Switch checked={readOnly} onChange={(event) => setReadOnly(event.target.checked)} />}
            label="readOnly"
          />
        </Box>
        {/* A closed sprint: its dates are shown for reference, not edited. */}
        <Box sx={{ alignSelf: 'flex-start', border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <DateRangeCalendar
            calendars={1}
            defaultValue={[dayjs('2025-02-03'), dayjs('2025-02-14')]}
            disabled={disabled}
            readOnly={readOnly}
          />
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
