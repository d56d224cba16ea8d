import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function ArchivedReportCalendarFormProps() {
  const [disabled, setDisabled] = React.useState(false);
  const [readOnly, setReadOnly] = React.useState(true);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack>
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap' }}>
          <FormControlLabel
            control={
              <Switch checked={disabled} onChange={(event) => setDisabled(event.target.checked)} />
            }
            label="disabled"
          />
          <FormControlLabel
            control={
              <Switch checked={readOnly} onChange={(event) => setReadOnly(event.target.checked)} />
            }
            label="readOnly"
          />
        </Stack>
        <DateCalendar defaultValue={dayjs('2025-03-31')} disabled={disabled} readOnly={readOnly} />
      </Stack>
    </LocalizationProvider>
  );
}
