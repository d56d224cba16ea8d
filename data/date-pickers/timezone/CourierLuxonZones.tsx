import * as React from 'react';
import { DateTime } from 'luxon';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

function describe(value: DateTime | null) {
  if (value === null) return 'null';
  if (!value.isValid) return 'Invalid DateTime';
  return `${value.toISO({ suppressMilliseconds: true })} (zone: ${value.zoneName})`;
}

export default function CourierLuxonZones() {
  // Luxon and UTC: a value in the "utc" zone.
  const [cutoff, setCutoff] = React.useState<DateTime | null>(
    DateTime.fromISO('2025-10-24T06:00:00Z', { zone: 'utc' }),
  );
  // Luxon and an IANA zone: the depot's local time.
  const [collection, setCollection] = React.useState<DateTime | null>(
    DateTime.fromISO('2025-10-24T16:00', { zone: 'Asia/Singapore' }),
  );

  return (
    <LocalizationProvider dateAdapter={AdapterLuxon} adapterLocale="en-GB">
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
        }}
      >
        <DateTimePicker label="Order cut-off (UTC)" value={cutoff} onChange={setCutoff} />
        <DateTimePicker
          label="Collection (Singapore depot)"
          value={collection}
          onChange={setCollection}
        />
        <DateTimePicker
          label="Collection, shown in Sydney"
          value={collection}
          onChange={setCollection}
          timezone="Australia/Sydney"
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 2, overflowWrap: 'anywhere' }}>
        cutoff: <code>{describe(cutoff)}</code>
      </Typography>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        collection: <code>{describe(collection)}</code>
      </Typography>
    </LocalizationProvider>
  );
}
