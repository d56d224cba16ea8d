import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';
import { SingleInputTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import { SingleInputDateTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputDateTimeRangeField';

type ValueKind = 'date' | 'time' | 'dateTime' | 'dateRange' | 'timeRange' | 'dateTimeRange';
type Interaction = 'picker' | 'field' | 'view';

// Every preview starts on a fixed day, never on today.
const day = dayjs('2025-10-06T09:30');
const dayAfter = dayjs('2025-10-08T17:00');

interface Choice {
  name: string;
  pro: boolean;
  render: (calendars: 1 | 2) => React.ReactNode;
}

const catalog: Record<ValueKind, Record<Interaction, Choice | string>> = {
  date: {
    picker: { name: 'DatePicker', pro: false, render: () => <DatePicker label="Date" defaultValue={day} /> },
    field: { name: 'DateField', pro: false, render: () => <DateField label="Date" defaultValue={day} /> },
    view: { name: 'DateCalendar', pro: false, render: () => <DateCalendar defaultValue={day} /> },
  },
  time: {
    picker: { name: 'TimePicker', pro: false, render: () => <TimePicker label="Time" defaultValue={day} /> },
    field: { name: 'TimeField', pro: false, render: () => <TimeField label="Time" defaultValue={day} /> },
    view: {
      name: 'DigitalClock',
      pro: false,
      render: () => <DigitalClock defaultValue={day} timeStep={30} aria-label="Time" />,
    },
  },
  dateTime: {
    picker: { name: 'DateTimePicker', pro: false, render: () => <DateTimePicker label="Date and time" defaultValue={day} /> },
    field: { name: 'DateTimeField', pro: false, render: () => <DateTimeField label="Date and time" defaultValue={day} /> },
    view: 'There is no single view for a date and a time: put a DateCalendar and a clock view side by side, on the same value.',
  },
  dateRange: {
    picker: {
      name: 'DateRangePicker',
      pro: true,
      render: (calendars) => (
        <DateRangePicker label="Date range" defaultValue={[day, dayAfter]} calendars={calendars} />
      ),
    },
    field: {
      name: 'SingleInputDateRangeField',
      pro: true,
      render: () => <SingleInputDateRangeField label="Date range" defaultValue={[day, dayAfter]} />,
    },
    view: {
      name: 'DateRangeCalendar',
      pro: true,
      render: () => <DateRangeCalendar calendars={1} defaultValue={[day, dayAfter]} />,
    },
  },
  timeRange: {
    picker: {
      name: 'TimeRangePicker',
      pro: true,
      render: () => <TimeRangePicker label="Time range" defaultValue={[day, day.hour(17)]} />,
    },
    field: {
      name: 'SingleInputTimeRangeField',
      pro: true,
      render: () => <SingleInputTimeRangeField label="Time range" defaultValue={[day, day.hour(17)]} />,
    },
    view: 'There is no standalone view for time ranges: use the Time Range Picker, or two clock views.',
  },
  dateTimeRange: {
    picker: {
      name: 'DateTimeRangePicker',
      pro: true,
      render: (calendars) => (
        <DateTimeRangePicker label="Date time range" defaultValue={[day, dayAfter]} calendars={calendars} />
      ),
    },
    field: {
      name: 'SingleInputDateTimeRangeField',
      pro: true,
      render: () => (
        <SingleInputDateTimeRangeField label="Date time range" defaultValue={[day, dayAfter]} />
      ),
    },
    view: 'There is no standalone view for date time ranges: use the Date Time Range Picker.',
  },
};

export default function ComponentFinder() {
  const [kind, setKind] = React.useState<ValueKind>('date');
  const [interaction, setInteraction] = React.useState<Interaction>('picker');
  const choice = catalog[kind][interaction];
  // Range pickers show one month instead of two on a phone.
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <Box>
          <Typography id="finder-kind" variant="subtitle2" component="p" gutterBottom>
            What do people enter?
          </Typography>
          <ToggleButtonGroup
            aria-labelledby="finder-kind"
            exclusive
            size="small"
            value={kind}
            onChange={(event, next: ValueKind | null) => next && setKind(next)}
            sx={{ flexWrap: 'wrap' }}
          >
            <ToggleButton value="date">Date</ToggleButton>
            <ToggleButton value="time">Time</ToggleButton>
            <ToggleButton value="dateTime">Date and time</ToggleButton>
            <ToggleButton value="dateRange">Date range</ToggleButton>
            <ToggleButton value="timeRange">Time range</ToggleButton>
            <ToggleButton value="dateTimeRange">Date time range</ToggleButton>
          </ToggleButtonGroup>
        </Box>
        <Box>
          <Typography id="finder-interaction" variant="subtitle2" component="p" gutterBottom>
            How do they enter it?
          </Typography>
          <ToggleButtonGroup
            aria-labelledby="finder-interaction"
            exclusive
            size="small"
            value={interaction}
            onChange={(event, next: Interaction | null) => next && setInteraction(next)}
            sx={{ flexWrap: 'wrap' }}
          >
            <ToggleButton value="picker">Type or choose (picker)</ToggleButton>
            <ToggleButton value="field">Type only (field)</ToggleButton>
            <ToggleButton value="view">Choose only (view)</ToggleButton>
          </ToggleButtonGroup>
        </Box>
        {typeof choice === 'string' ? (
          <Typography variant="body2">{choice}</Typography>
        ) : (
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Typography variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
              {`import { ${choice.name} } from '@mui/x-date-pickers${choice.pro ? '-pro' : ''}/${choice.name}';`}
            </Typography>
            {/* `key` mounts a fresh component when the choice changes. */}
            <Box key={`${kind}-${interaction}`} sx={{ maxWidth: '100%' }}>
              {choice.render(narrow ? 1 : 2)}
            </Box>
          </Stack>
        )}
      </Stack>
    </LocalizationProvider>
  );
}
