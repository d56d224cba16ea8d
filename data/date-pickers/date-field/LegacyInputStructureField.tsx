import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';

const arrival = dayjs('2025-07-04');

export default function LegacyInputStructureField() {
  const [typed, setTyped] = React.useState('07/04/2025');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Stack spacing={1} sx={{ width: 260 }}>
          <DateField label="Arrival (sections, default)" defaultValue={arrival} />
          <Typography variant="body2">
            One focusable element per section, plus a hidden input.
          </Typography>
        </Stack>
        <Stack spacing={1} sx={{ width: 260 }}>
          <DateField
            label="Arrival (single input)"
            defaultValue={arrival}
            onChange={(newValue) =>
              setTyped(
                newValue && newValue.isValid() ? newValue.format('MM/DD/YYYY') : '',
              )
            }
          />
          <Typography variant="body2">
            Last valid value: {typed || 'none'}
          </Typography>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
