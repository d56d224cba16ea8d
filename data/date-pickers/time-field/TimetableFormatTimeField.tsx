import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeField } from '@mui/x-date-pickers/TimeField';

const train = dayjs('2025-12-05T21:07:40');

export default function TimetableFormatTimeField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
          gap: 2,
        }}
      >
        {/* The default: follows the locale (12 hours in English). */}
        <TimeField label="Default format" defaultValue={train} />
        {/* ampm={false}: 24 hours, HH:mm by default. */}
        <TimeField label="ampm={false}" defaultValue={train} ampm={false} />
        {/* Seconds come from the format. */}
        <TimeField label='format="HH:mm:ss"' defaultValue={train} format="HH:mm:ss" />
        {/* No leading zero on the hour; the field respects it when typing. */}
        <TimeField
          label='format="h:mm a"'
          defaultValue={train}
          format="h:mm a"
          shouldRespectLeadingZeros
        />
        {/* Spaces around the separators. */}
        <TimeField
          label='formatDensity="spacious"'
          defaultValue={train}
          format="HH.mm"
          formatDensity="spacious"
        />
      </Box>
    </LocalizationProvider>
  );
}
