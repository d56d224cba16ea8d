import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateValidationError } from '@mui/x-date-pickers/models';

interface Change {
  value: Dayjs | null;
  error: DateValidationError;
}

const firstPickUpDay = dayjs('2025-06-01');
// Drivers must be 18 on the first pick-up day.
const latestBirthDate = firstPickUpDay.subtract(18, 'year');

/** What `onChange` received, as the line under the fields prints it. */
function describe({ value, error }: Change) {
  if (value === null) return 'null';
  const text = value.isValid() ? value.format('YYYY-MM-DD') : 'Invalid Date';
  return `${text} (validationError: ${error ?? 'null'})`;
}

export default function CarRentalDateFields() {
  const [birth, setBirth] = React.useState<Change>({ value: null, error: null });
  const [pickUp, setPickUp] = React.useState<Change>({
    value: dayjs('2025-06-14'),
    error: null,
  });

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ width: '100%' }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
          <DateField
            label="Driver's date of birth"
            format="DD/MM/YYYY"
            value={birth.value}
            maxDate={latestBirthDate}
            onChange={(newValue, context) =>
              setBirth({ value: newValue, error: context.validationError })
            }
            helperText="Type the day, the month, then the year"
            sx={{ flex: 1 }}
          />
          <DatePicker
            label="Pick-up date"
            format="DD/MM/YYYY"
            value={pickUp.value}
            minDate={firstPickUpDay}
            onChange={(newValue, context) =>
              setPickUp({ value: newValue, error: context.validationError })
            }
            slotProps={{ textField: { helperText: 'Type it, or open the calendar' } }}
            sx={{ flex: 1 }}
          />
        </Stack>
        <Box
          component="output"
          sx={{
            display: 'block',
            p: 1,
            minHeight: 56,
            fontFamily: 'monospace',
            fontSize: 13,
            borderRadius: 1,
            bgcolor: 'action.hover',
            overflowWrap: 'anywhere',
          }}
        >
          <span style={{ display: 'block' }}>{`birth date: ${describe(birth)}`}</span>
          <span style={{ display: 'block' }}>{`pick-up date: ${describe(pickUp)}`}</span>
        </Box>
      </Box>
    </LocalizationProvider>
  );
}
