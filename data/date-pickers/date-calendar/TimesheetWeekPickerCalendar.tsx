import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import isBetween from 'dayjs/plugin/isBetween';
import { styled } from '@mui/material/styles';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar, dayCalendarClasses } from '@mui/x-date-pickers/DateCalendar';
import { PickersDay, PickersDayProps } from '@mui/x-date-pickers/PickersDay';

dayjs.extend(isBetween);

interface WeekDayProps extends PickersDayProps {
  selectedWeek?: Dayjs | null;
  hoveredWeek?: Dayjs | null;
}

const WeekDay = styled(PickersDay, {
  shouldForwardProp: (prop) => prop !== 'inWeek' && prop !== 'hovered',
})<{ inWeek: boolean; hovered: boolean }>(({ theme, inWeek, hovered }) => ({
  borderRadius: 0,
  ...(hovered && {
    backgroundColor: theme.palette.action.hover,
  }),
  ...(inWeek && {
    backgroundColor: theme.palette.primary.main,
    color: theme.palette.primary.contrastText,
    '&:hover, &:focus': {
      backgroundColor: theme.palette.primary.dark,
    },
  }),
}));

function sameWeek(day: Dayjs, week: Dayjs | null | undefined) {
  if (!week) {
    return false;
  }
  return day.isBetween(week.startOf('week'), week.endOf('week'), 'day', '[]');
}

function TimesheetDay(props: WeekDayProps) {
  const { selectedWeek, hoveredWeek, day, ...other } = props;
  const inWeek = sameWeek(day, selectedWeek);
  return (
    <WeekDay
      {...other}
      day={day}
      disableMargin
      selected={false}
      inWeek={inWeek}
      hovered={!inWeek && sameWeek(day, hoveredWeek)}
      aria-selected={inWeek}
    />
  );
}

export default function TimesheetWeekPickerCalendar() {
  const [week, setWeek] = React.useState<Dayjs | null>(dayjs('2025-03-12'));
  const [hovered, setHovered] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}
      >
        <DateCalendar
          value={week}
          onChange={(newValue) => setWeek(newValue)}
          showDaysOutsideCurrentMonth
          displayWeekNumber
          // The default grey of week numbers is too pale for text contrast rules.
          sx={{
            [`& .${dayCalendarClasses.weekNumber}`]: {
              color: 'text.secondary',
            },
          }}
          slots={{ day: TimesheetDay }}
          slotProps={{
            day: (ownerState) =>
              ({
                selectedWeek: week,
                hoveredWeek: hovered,
                onPointerEnter: () => setHovered(ownerState.day),
                onPointerLeave: () => setHovered(null),
              }) as Partial<WeekDayProps>,
          }}
        />
        <Typography variant="body2" sx={{ minWidth: 200 }}>
          Timesheet week:{' '}
          {week
            ? `${week.startOf('week').format('MMM D')} – ${week.endOf('week').format('MMM D, YYYY')}`
            : 'none'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
