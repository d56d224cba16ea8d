import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

const loggedAt = dayjs('2025-10-14T17:05:42');

export default function ServerLogFormatFields() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <DateTimeField label="Default format" defaultValue={loggedAt} />
        <DateTimeField label="24-hour clock (ampm=false)" defaultValue={loggedAt} ampm={false} />
        <DateTimeField label="ISO-like, with seconds" defaultValue={loggedAt} format="YYYY-MM-DD HH:mm:ss" />
        {/* A long format needs a wider field than the default. */}
        <DateTimeField
          label="Written out"
          defaultValue={loggedAt}
          format="ddd, MMM D YYYY [at] h:mm A"
          sx={{ width: 300, maxWidth: '100%' }}
        />
      </Box>
    </LocalizationProvider>
  );
}
