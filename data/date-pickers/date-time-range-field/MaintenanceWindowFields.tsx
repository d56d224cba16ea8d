import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { SingleInputDateTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputDateTimeRangeField';
import { MultiInputDateTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputDateTimeRangeField';
import { DateRange } from '@mui/x-date-pickers-pro/models';

// A database upgrade over a Saturday night.
const window: DateRange<Dayjs> = [
  dayjs('2025-09-20T22:00'),
  dayjs('2025-09-21T04:30'),
];

export default function MaintenanceWindowFields() {
  const id = React.useId();

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3 }}>
        <Box>
          <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
            One input for both moments
          </Typography>
          <SingleInputDateTimeRangeField
            id={`${id}-single`}
            label="Maintenance window"
            name="maintenance"
            defaultValue={window}
            sx={{ width: 440, maxWidth: '100%' }}
          />
        </Box>
        <Box>
          <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
            One input per moment
          </Typography>
          <MultiInputDateTimeRangeField
            defaultValue={window}
            direction={{ xs: 'column', sm: 'row' }}
            slotProps={{
              textField: ({ position }) => ({
                id: `${id}-${position}`,
                label: position === 'start' ? 'Downtime starts' : 'Service back',
              }),
            }}
          />
        </Box>
      </Box>
    </LocalizationProvider>
  );
}
