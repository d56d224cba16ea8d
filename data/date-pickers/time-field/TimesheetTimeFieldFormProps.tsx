import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeField } from '@mui/x-date-pickers/TimeField';

export default function TimesheetTimeFieldFormProps() {
  const [disabled, setDisabled] = React.useState(false);
  const [readOnly, setReadOnly] = React.useState(false);
  const [clockOut, setClockOut] = React.useState<Dayjs | null>(dayjs('2025-03-14T17:20'));
  const [cleared, setCleared] = React.useState(0);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
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
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          <TimeField
            label="Clocked in"
            name="clockIn"
            defaultValue={dayjs('2025-03-14T08:50')}
            disabled={disabled}
            readOnly={readOnly}
          />
          <TimeField
            label="Clocked out"
            name="clockOut"
            value={clockOut}
            onChange={setClockOut}
            disabled={disabled}
            readOnly={readOnly}
            clearable
            onClear={() => setCleared((count) => count + 1)}
          />
        </Box>
        <Typography variant="body2">
          Clock-out: {clockOut?.isValid() ? clockOut.format('HH:mm') : 'empty'} · cleared {cleared}{' '}
          time(s)
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
