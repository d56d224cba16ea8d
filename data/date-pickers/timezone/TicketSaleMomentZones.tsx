import * as React from 'react';
import moment, { Moment } from 'moment-timezone';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AdapterMoment } from '@mui/x-date-pickers/AdapterMoment';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

function describe(value: Moment | null) {
  if (value === null) return 'null';
  if (!value.isValid()) return 'Invalid date';
  // `tz()` names the zone of a moment-timezone value; UTC values have none.
  return `${value.clone().locale('en').format()} (zone: ${value.tz() ?? (value.isUTC() ? 'UTC' : 'local')})`;
}

export default function TicketSaleMomentZones() {
  // Moment and UTC.
  const [presale, setPresale] = React.useState<Moment | null>(moment.utc('2025-12-01T09:00:00Z'));
  // Moment and an IANA zone, through moment-timezone.
  const [generalSale, setGeneralSale] = React.useState<Moment | null>(
    moment.tz('2025-12-01T10:00', 'Europe/London'),
  );

  return (
    // `dateLibInstance` hands the adapter the Moment that has time zones.
    <LocalizationProvider dateAdapter={AdapterMoment} dateLibInstance={moment} adapterLocale="en">
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
        }}
      >
        <DateTimePicker label="Presale opens (UTC)" value={presale} onChange={setPresale} />
        <DateTimePicker
          label="General sale (London)"
          value={generalSale}
          onChange={setGeneralSale}
        />
        <DateTimePicker
          label="General sale, shown in Toronto"
          value={generalSale}
          onChange={setGeneralSale}
          timezone="America/Toronto"
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 2, overflowWrap: 'anywhere' }}>
        presale: <code>{describe(presale)}</code>
      </Typography>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        generalSale: <code>{describe(generalSale)}</code>
      </Typography>
    </LocalizationProvider>
  );
}
