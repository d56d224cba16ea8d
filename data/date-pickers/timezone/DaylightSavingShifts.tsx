import * as React from 'react';
import { DateTime } from 'luxon';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

const zone = 'America/New_York';

function describe(value: DateTime | null) {
  if (value === null || !value.isValid) return '—';
  return `${value.toFormat('HH:mm ZZ')} = ${value.toUTC().toFormat("HH:mm 'UTC'")}`;
}

export default function DaylightSavingShifts() {
  // 9 March 2025: at 02:00 the clocks jump to 03:00, so 02:00 to 02:59 never happen.
  const [springForward, setSpringForward] = React.useState<DateTime | null>(
    DateTime.fromISO('2025-03-09T01:30', { zone }),
  );
  // 2 November 2025: at 02:00 the clocks go back to 01:00, so 01:00 to 01:59 happen twice.
  const [fallBack, setFallBack] = React.useState<DateTime | null>(
    DateTime.fromISO('2025-11-02T00:30', { zone }),
  );

  return (
    <LocalizationProvider dateAdapter={AdapterLuxon} adapterLocale="en-GB">
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
          maxWidth: 640,
        }}
      >
        <Box>
          <DateTimeField
            label="Night shift starts (spring forward)"
            value={springForward}
            onChange={setSpringForward}
            sx={{ width: '100%' }}
          />
          <Typography variant="body2" sx={{ mt: 1 }}>
            <code>{describe(springForward)}</code>
          </Typography>
        </Box>
        <Box>
          <DateTimeField
            label="Night shift starts (fall back)"
            value={fallBack}
            onChange={setFallBack}
            sx={{ width: '100%' }}
          />
          <Typography variant="body2" sx={{ mt: 1 }}>
            <code>{describe(fallBack)}</code>
          </Typography>
        </Box>
      </Box>
    </LocalizationProvider>
  );
}
