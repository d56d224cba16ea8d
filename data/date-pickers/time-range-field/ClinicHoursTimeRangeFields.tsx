import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { SingleInputTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';
import { MultiInputTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputTimeRangeField';

export default function ClinicHoursTimeRangeFields() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3, maxWidth: 480 }}>
        {/* Both times in one input, separated by a dash. */}
        <SingleInputTimeRangeField
          id="clinic-morning-session"
          label="Morning session"
          defaultValue={[dayjs('2025-04-14T08:30'), dayjs('2025-04-14T12:00')]}
        />
        {/* One input per time; the labels are yours to give. */}
        <MultiInputTimeRangeField
          defaultValue={[dayjs('2025-04-14T14:00'), dayjs('2025-04-14T18:30')]}
          slotProps={{
            textField: ({ position }) => ({
              // On its own, the field does not give its inputs an id: set one per position.
              id: `clinic-afternoon-${position}`,
              label: position === 'start' ? 'Afternoon opens' : 'Afternoon closes',
            }),
          }}
        />
      </Box>
    </LocalizationProvider>
  );
}
