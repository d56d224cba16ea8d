import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

export default function DeliveryCalendarFormats() {
  const [toolbar, setToolbar] = React.useState(true);
  const [weekdays, setWeekdays] = React.useState(true);
  const [header, setHeader] = React.useState(true);
  const [delivery, setDelivery] = React.useState<Dayjs | null>(dayjs('2025-04-22'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'flex-start' }}>
        <FormGroup>
          <FormControlLabel
            control={<Switch checked={toolbar} onChange={(event) => setToolbar(event.target.checked)} />}
            label="Toolbar: ddd D MMM"
          />
          <FormControlLabel
            control={<Switch checked={weekdays} onChange={(event) => setWeekdays(event.target.checked)} />}
            label="Weekdays: two letters"
          />
          <FormControlLabel
            control={<Switch checked={header} onChange={(event) => setHeader(event.target.checked)} />}
            label="Header: MM / YYYY"
          />
        </FormGroup>
        <StaticDatePicker
          value={delivery}
          onChange={setDelivery}
          // `undefined` leaves each format to its default.
          dayOfWeekFormatter={weekdays ? (day) => day.format('dd') : undefined}
          slotProps={{
            toolbar: { toolbarFormat: toolbar ? 'ddd D MMM' : undefined },
            calendarHeader: { format: header ? 'MM / YYYY' : undefined },
            actionBar: { actions: [] },
          }}
        />
      </Box>
    </LocalizationProvider>
  );
}
