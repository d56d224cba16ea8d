import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';

export default function AuditWindowFieldFormProps() {
  const id = React.useId();
  const [disabled, setDisabled] = React.useState(false);
  const [readOnly, setReadOnly] = React.useState(false);

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
        <SingleInputDateRangeField
          id={`${id}-single`}
          label="Audit window"
          defaultValue={[dayjs('2025-04-07'), dayjs('2025-04-18')]}
          format="MMM D, YYYY"
          dateSeparator="to"
          disabled={disabled}
          readOnly={readOnly}
          required
          sx={{ width: 320, maxWidth: '100%' }}
        />
        <MultiInputDateRangeField
          defaultValue={[dayjs('2025-04-07'), dayjs('2025-04-18')]}
          disabled={disabled}
          readOnly={readOnly}
          direction={{ xs: 'column', sm: 'row' }}
          dateSeparator="to"
          slotProps={{
            textField: ({ position }) => ({
              id: `${id}-${position}`,
              label: position === 'start' ? 'Audit opens' : 'Audit closes',
              size: 'small',
            }),
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
