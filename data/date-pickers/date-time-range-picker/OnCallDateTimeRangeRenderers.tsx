import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import { renderTimeViewClock } from '@mui/x-date-pickers/timeViewRenderers';

type Renderer = 'columns' | 'clock' | 'field';

const renderers = {
  // The default: hour, minute and AM/PM columns.
  columns: undefined,
  // The analog clock, one unit at a time.
  clock: {
    hours: renderTimeViewClock,
    minutes: renderTimeViewClock,
    seconds: renderTimeViewClock,
  },
  // No time view at all: the time is typed in the field.
  field: { hours: null, minutes: null, seconds: null, meridiem: null },
} as const;

export default function OnCallDateTimeRangeRenderers() {
  const [renderer, setRenderer] = React.useState<Renderer>('clock');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Stack
          direction="row"
          spacing={1.5}
          sx={{ alignItems: 'center', flexWrap: 'wrap' }}
        >
          <Typography variant="body2" id="on-call-renderer-label">
            Time renderer
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={renderer}
            onChange={(_event, next: Renderer | null) => next && setRenderer(next)}
            aria-labelledby="on-call-renderer-label"
          >
            <ToggleButton value="columns">Columns</ToggleButton>
            <ToggleButton value="clock">Clock</ToggleButton>
            <ToggleButton value="field">Field only</ToggleButton>
          </ToggleButtonGroup>
        </Stack>
        <DateTimeRangePicker
          // A new key remounts the picker so the renderers are read again.
          key={renderer}
          label="On-call cover"
          defaultValue={[dayjs('2025-01-24T18:00'), dayjs('2025-01-27T08:00')]}
          viewRenderers={renderers[renderer]}
          sx={{ width: '100%', maxWidth: 440 }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
