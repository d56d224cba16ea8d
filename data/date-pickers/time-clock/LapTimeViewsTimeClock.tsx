import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';
import { TimeView } from '@mui/x-date-pickers/models';

export default function LapTimeViewsTimeClock() {
  const [view, setView] = React.useState<TimeView>('minutes');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 3,
          alignItems: 'flex-start',
        }}
      >
        <Stack spacing={1}>
          <Typography variant="body2" id="lap-view-label">
            view (controlled)
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={view}
            onChange={(_event, next: TimeView | null) => next && setView(next)}
            aria-labelledby="lap-view-label"
          >
            <ToggleButton value="hours">hours</ToggleButton>
            <ToggleButton value="minutes">minutes</ToggleButton>
            <ToggleButton value="seconds">seconds</ToggleButton>
          </ToggleButtonGroup>
          <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 240 }}>
            Choosing on the clock also moves to the next view; onViewChange keeps the
            buttons in step.
          </Typography>
        </Stack>
        {/* Finish time of a race: hours, minutes and seconds. */}
        <TimeClock
          defaultValue={dayjs('2025-10-12T11:40:35')}
          views={['hours', 'minutes', 'seconds']}
          view={view}
          onViewChange={setView}
          ampm={false}
          showViewSwitcher
        />
      </Box>
    </LocalizationProvider>
  );
}
