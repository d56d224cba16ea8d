import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';

export default function LeaveRequestFormProps() {
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
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          {/* Leave that a manager already approved: shown, not editable. */}
          <DateRangePicker
            desktopModeMediaQuery="@media (pointer: fine) and (min-width: 700px)"
            label="Approved leave"
            defaultValue={[dayjs('2025-03-10'), dayjs('2025-03-14')]}
            disabled={disabled}
            readOnly={readOnly}
            sx={{ width: 300, maxWidth: '100%' }}
          />
          <DateRangePicker
            desktopModeMediaQuery="@media (pointer: fine) and (min-width: 700px)"
            label="New request"
            defaultValue={[dayjs('2025-05-19'), dayjs('2025-05-23')]}
            disabled={disabled}
            slotProps={{ textField: { required: true } }}
            sx={{ width: 300, maxWidth: '100%' }}
          />
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
