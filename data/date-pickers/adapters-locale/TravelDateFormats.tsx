import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import type { AdapterFormats } from '@mui/x-date-pickers/models';

// Defined once, outside the component: a new object on every render would rebuild the adapter.
const travelFormats: Partial<AdapterFormats> = {
  keyboardDate: 'DD MMM YYYY', // the field of every date picker
  dayOfMonth: 'DD', // the day buttons of the calendar
  monthShort: 'MMMM', // the buttons of the month view
};

const departure = dayjs('2025-03-05');

export default function TravelDateFormats() {
  const [custom, setCustom] = React.useState(true);

  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      dateFormats={custom ? travelFormats : undefined}
    >
      <FormControlLabel
        control={<Switch checked={custom} onChange={(event) => setCustom(event.target.checked)} />}
        label="Use the travel formats"
      />
      <Typography variant="body2" sx={{ mb: 2 }}>
        dateFormats:{' '}
        <code>
          {custom
            ? Object.entries(travelFormats)
                .map(([key, format]) => `${key}: '${format}'`)
                .join(', ')
            : 'undefined'}
        </code>
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        <DatePicker label="Departure" defaultValue={departure} sx={{ width: 260 }} />
        <DateCalendar defaultValue={departure} views={['month', 'day']} />
      </Box>
    </LocalizationProvider>
  );
}
