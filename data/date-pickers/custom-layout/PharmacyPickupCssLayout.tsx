import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { pickersLayoutClasses } from '@mui/x-date-pickers/PickersLayout';
import { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';

const prescribed = dayjs('2025-06-02');
const pickupDays: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'Same day', getValue: () => prescribed },
  { label: 'Next day', getValue: () => prescribed.add(1, 'day') },
  { label: 'This Saturday', getValue: () => prescribed.day(6) },
];

export default function PharmacyPickupCssLayout() {
  const [pickup, setPickup] = React.useState<Dayjs | null>(prescribed.add(1, 'day'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'flex-start' }}>
        <StaticDatePicker
          value={pickup}
          onChange={setPickup}
          minDate={prescribed}
          slotProps={{
            shortcuts: { items: pickupDays },
            actionBar: { actions: ['clear'] },
            layout: {
              sx: {
                // The shortcuts leave the left column for a row under the calendar...
                [`.${pickersLayoutClasses.shortcuts}`]: {
                  gridColumn: '2 / 4',
                  gridRow: 3,
                  display: 'flex',
                  flexWrap: 'wrap',
                  maxWidth: 320,
                  px: 1,
                },
                // ...which pushes the action bar down one row.
                [`.${pickersLayoutClasses.actionBar}`]: { gridRow: 4 },
                // The toolbar gets a tinted background.
                [`.${pickersLayoutClasses.toolbar}`]: { bgcolor: 'action.selected' },
              },
            },
          }}
        />
        <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
          pickup: {pickup ? pickup.format('ddd YYYY-MM-DD') : 'null'}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
