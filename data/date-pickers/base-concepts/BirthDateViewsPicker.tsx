import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { DateView } from '@mui/x-date-pickers/models';

export default function BirthDateViewsPicker() {
  const [open, setOpen] = React.useState(false);
  const [view, setView] = React.useState<DateView>('year');
  const [history, setHistory] = React.useState<DateView[]>([]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <DatePicker
          label="Date of birth"
          views={['year', 'month', 'day']}
          openTo="year"
          referenceDate={dayjs('1990-01-01')}
          maxDate={dayjs('2007-12-31')}
          onOpen={() => {
            setOpen(true);
            setView('year');
            setHistory(['year']);
          }}
          onClose={() => setOpen(false)}
          onViewChange={(nextView) => {
            setView(nextView);
            setHistory((previous) => [...previous, nextView]);
          }}
        />
        <Typography variant="body2" component="div" sx={{ fontFamily: 'monospace' }}>
          open: {String(open)}, current view: {open ? view : '-'}
          <br />
          views visited: {history.length ? history.join(' → ') : '-'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
