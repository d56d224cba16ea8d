import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Theme } from '@mui/material/styles';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { pickersLayoutClasses } from '@mui/x-date-pickers/PickersLayout';
import { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';
import { Dayjs } from 'dayjs';

// Fixed "as of" date: this calendar is rendered on the server too.
const orderDay = dayjs('2025-11-03');
const deliveryOptions: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'Express (+1 day)', getValue: () => orderDay.add(1, 'day') },
  { label: 'Standard (+3 days)', getValue: () => orderDay.add(3, 'day') },
  { label: 'Economy (+7 days)', getValue: () => orderDay.add(7, 'day') },
];

const areas = [
  { className: pickersLayoutClasses.toolbar, label: 'toolbar', color: 'primary' },
  { className: pickersLayoutClasses.shortcuts, label: 'shortcuts', color: 'secondary' },
  { className: pickersLayoutClasses.contentWrapper, label: 'contentWrapper', color: 'success' },
  { className: pickersLayoutClasses.actionBar, label: 'actionBar', color: 'warning' },
] as const;

// A dashed outline around each area of the layout grid.
const outlineAreas = (theme: Theme) =>
  Object.fromEntries(
    areas.map((area) => [
      `& .${area.className}`,
      { outline: `2px dashed ${(theme.vars ?? theme).palette[area.color].main}`, outlineOffset: -2 },
    ]),
  );

export default function LayoutAreasOutline() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <Box sx={{ overflowX: 'auto', maxWidth: '100%' }}>
          <StaticDatePicker
            defaultValue={orderDay.add(3, 'day')}
            minDate={orderDay}
            slotProps={{
              shortcuts: { items: deliveryOptions },
              layout: { sx: outlineAreas },
            }}
            sx={{ width: 'fit-content' }}
          />
        </Box>
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {areas.map((area) => (
            <Typography
              component="li"
              variant="body2"
              key={area.label}
              sx={{ fontFamily: 'monospace', display: 'flex', alignItems: 'center', gap: 1, mb: 0.5 }}
            >
              {/* The colour is on a swatch, the text keeps the theme's text colour. */}
              <Box
                component="span"
                aria-hidden
                sx={{ width: 16, height: 16, border: 2, borderStyle: 'dashed', borderColor: `${area.color}.main` }}
              />
              .{area.className}
            </Typography>
          ))}
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
