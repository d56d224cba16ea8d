import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Badge from '@mui/material/Badge';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DayCalendarSkeleton } from '@mui/x-date-pickers/DayCalendarSkeleton';
import { PickersDay, PickersDayProps } from '@mui/x-date-pickers/PickersDay';
import { fetchConcertDays } from './concertServer';

interface ConcertDayProps extends PickersDayProps {
  concertDays?: number[];
}

function ConcertDay(props: ConcertDayProps) {
  const { concertDays = [], day, outsideCurrentMonth, ...other } = props;
  const hasConcert = !outsideCurrentMonth && concertDays.includes(day.date());
  return (
    <Badge
      key={day.toString()}
      overlap="circular"
      badgeContent={hasConcert ? '♪' : undefined}
      color="secondary"
      slotProps={{ badge: { 'aria-hidden': true } }}
    >
      <PickersDay {...other} day={day} outsideCurrentMonth={outsideCurrentMonth} />
    </Badge>
  );
}

const firstMonth = dayjs('2025-07-01');

export default function ConcertDaysLoadingCalendar() {
  const [month, setMonth] = React.useState<Dayjs>(firstMonth);
  const [loading, setLoading] = React.useState(true);
  const [concertDays, setConcertDays] = React.useState<number[]>([]);

  React.useEffect(() => {
    const controller = new AbortController();
    fetchConcertDays(month, controller.signal)
      .then((days) => {
        setConcertDays(days);
        setLoading(false);
      })
      .catch((error: unknown) => {
        if (!(error instanceof DOMException && error.name === 'AbortError')) {
          setLoading(false);
        }
      });
    // Leaving the month before the answer arrives cancels the request.
    return () => controller.abort();
  }, [month]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}
      >
        <DateCalendar
          defaultValue={dayjs('2025-07-08')}
          loading={loading}
          onMonthChange={(newMonth) => {
            setConcertDays([]);
            setLoading(true);
            setMonth(newMonth);
          }}
          renderLoading={() => <DayCalendarSkeleton />}
          slots={{ day: ConcertDay }}
          slotProps={{ day: { concertDays } as Partial<ConcertDayProps> }}
        />
        <Typography variant="body2" sx={{ minWidth: 200 }}>
          {loading
            ? `Loading concerts of ${month.format('MMMM YYYY')}…`
            : `${concertDays.length} concert days in ${month.format('MMMM YYYY')}`}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
