import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import 'dayjs/locale/he';
import Box from '@mui/material/Box';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { heIL } from '@mui/x-date-pickers/locales';

export default function HebrewRtlBooking() {
  const [stay, setStay] = React.useState<Dayjs | null>(dayjs('2025-04-13'));

  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale="he"
      localeText={heIL.components.MuiLocalizationProvider.defaultProps.localeText}
    >
      <Box
        lang="he"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}
      >
        <DatePicker label="תאריך הגעה" value={stay} onChange={setStay} sx={{ width: 240 }} />
        <DateCalendar value={stay} onChange={setStay} views={['day']} />
      </Box>
    </LocalizationProvider>
  );
}
