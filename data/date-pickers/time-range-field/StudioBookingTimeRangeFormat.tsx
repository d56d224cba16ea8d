import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { SingleInputTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';
import { MultiInputTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputTimeRangeField';

const session = [dayjs('2025-08-21T19:00'), dayjs('2025-08-21T22:30')] as const;

export default function StudioBookingTimeRangeFormat() {
  const [disabled, setDisabled] = React.useState(false);
  const [readOnly, setReadOnly] = React.useState(false);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
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
          display: 'flex',
          flexDirection: 'column',
          gap: 3,
          mt: 2,
          maxWidth: 480,
        }}
      >
        {/* 24 hours, and a word instead of the dash. */}
        <SingleInputTimeRangeField
          id="studio-session-24h"
          label="Recording session"
          defaultValue={[session[0], session[1]]}
          format="HH:mm"
          dateSeparator="until"
          disabled={disabled}
          readOnly={readOnly}
        />
        {/* 12 hours without leading zeros, and an arrow between the two inputs. */}
        <MultiInputTimeRangeField
          defaultValue={[session[0], session[1]]}
          format="h:mm a"
          dateSeparator="→"
          disabled={disabled}
          readOnly={readOnly}
          slotProps={{
            textField: ({ position }) => ({
              id: `studio-load-${position}`,
              label: position === 'start' ? 'Load-in' : 'Load-out',
            }),
          }}
        />
      </Box>
    </LocalizationProvider>
  );
}
