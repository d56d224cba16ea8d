import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import EastIcon from '@mui/icons-material/East';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import { MultiInputTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputTimeRangeField';

export default function FestivalRangeSeparators() {
  const fieldId = React.useId();
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 520 }}>
        {/* `dateSeparator` becomes the text of the separator slot. */}
        <DateRangePicker
          defaultValue={[dayjs('2025-07-10'), dayjs('2025-07-13')]}
          localeText={{ start: 'First day', end: 'Last day' }}
          slots={{ field: MultiInputDateRangeField }}
          slotProps={{ field: { dateSeparator: 'until' } }}
        />
        {/* The separator's props can depend on the owner state: the arrow turns in right-to-left. */}
        <MultiInputTimeRangeField
          defaultValue={[dayjs('2025-07-10T15:00'), dayjs('2025-07-10T23:30')]}
          slotProps={{
            textField: ({ position }) => ({
              label: position === 'start' ? 'Gates open' : 'Gates close',
              // A standalone field has no picker to name its inputs: without an id both read `undefined-start`.
              id: `${fieldId}-${position}`,
            }),
            separator: ({ fieldDirection }) => ({
              children: (
                <EastIcon
                  fontSize="small"
                  sx={{ transform: fieldDirection === 'rtl' ? 'scaleX(-1)' : undefined }}
                />
              ),
              color: 'text.secondary',
              sx: { alignSelf: 'center' },
            }),
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
