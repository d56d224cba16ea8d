import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeField } from '@mui/x-date-pickers/TimeField';

export default function FlightDepartureTimeField() {
  const [departure, setDeparture] = React.useState<Dayjs | null>(dayjs('2025-10-21T07:55'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        {/* Uncontrolled: the field keeps its own value. */}
        <TimeField label="Check-in closes" defaultValue={dayjs('2025-10-21T07:15')} />
        {/* Controlled: the value lives in this component's state. */}
        <TimeField label="Departure" value={departure} onChange={setDeparture} />
        <Typography variant="body2" sx={{ minWidth: 200 }}>
          value:{' '}
          {departure === null
            ? 'null'
            : departure.isValid()
              ? departure.format('YYYY-MM-DD HH:mm')
              : 'Invalid Date'}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
