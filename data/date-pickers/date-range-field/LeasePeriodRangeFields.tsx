import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import { DateRange } from '@mui/x-date-pickers-pro/models';

const lease: DateRange<Dayjs> = [dayjs('2025-02-01'), dayjs('2026-01-31')];

export default function LeasePeriodRangeFields() {
  const id = React.useId();

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1fr)',
          gap: 3,
          maxWidth: 560,
        }}
      >
        <Box>
          <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
            One input for both dates
          </Typography>
          <SingleInputDateRangeField
            id={`${id}-single`}
            label="Lease period"
            name="lease"
            defaultValue={lease}
            sx={{ width: 300, maxWidth: '100%' }}
          />
        </Box>
        <Box>
          <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
            One input per date
          </Typography>
          <MultiInputDateRangeField
            defaultValue={lease}
            direction={{ xs: 'column', sm: 'row' }}
            slotProps={{
              textField: ({ position }) => ({
                id: `${id}-${position}`,
                label: position === 'start' ? 'Lease starts' : 'Lease ends',
                name: position === 'start' ? 'leaseStart' : 'leaseEnd',
              }),
            }}
          />
        </Box>
      </Box>
    </LocalizationProvider>
  );
}
