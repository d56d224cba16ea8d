import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import FlightIcon from '@mui/icons-material/Flight';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MobileDateTimePicker } from '@mui/x-date-pickers/MobileDateTimePicker';
import { DateTimePickerTabsProps } from '@mui/x-date-pickers/DateTimePicker';
import { usePickerContext } from '@mui/x-date-pickers/hooks';

// A tabs slot of your own: two text buttons that switch between the day and the hours views.
function TextTabs(props: DateTimePickerTabsProps) {
  const { className, sx } = props;
  const { view, setView } = usePickerContext();
  const current = view === 'year' || view === 'month' || view === 'day' ? 'date' : 'time';

  return (
    <ToggleButtonGroup
      exclusive
      fullWidth
      size="small"
      color="primary"
      value={current}
      onChange={(_event, next: 'date' | 'time' | null) => {
        if (next) {
          setView(next === 'date' ? 'day' : 'hours');
        }
      }}
      aria-label="Part of the departure to edit"
      className={className}
      sx={[{ px: 2, pt: 1 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <ToggleButton value="date">Flight day</ToggleButton>
      <ToggleButton value="time">Departure time</ToggleButton>
    </ToggleButtonGroup>
  );
}

export default function GateChangeTabsPickers() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <MobileDateTimePicker
          label="Departure (tab icons)"
          defaultValue={dayjs('2025-05-02T06:40')}
          slotProps={{
            tabs: { dateIcon: <FlightIcon />, timeIcon: <ScheduleIcon /> },
          }}
          sx={{ width: 260 }}
        />
        <MobileDateTimePicker
          label="Departure (custom tabs)"
          defaultValue={dayjs('2025-05-02T06:40')}
          slots={{ tabs: TextTabs }}
          sx={{ width: 260 }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
