import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import {
  PickersLayoutContentWrapper,
  PickersLayoutProps,
  PickersLayoutRoot,
  pickersLayoutClasses,
  usePickerLayout,
} from '@mui/x-date-pickers/PickersLayout';
import { usePickerContext } from '@mui/x-date-pickers/hooks';

// The clinic's free slots, computed from the day so that the demo stays deterministic.
function freeSlots(day: Dayjs): string[] {
  if (day.day() === 0) {
    return [];
  }
  const all = ['09:00', '09:30', '10:15', '11:00', '14:00', '15:30', '16:45'];
  return all.filter((_slot, index) => (day.date() + index) % 3 !== 0);
}

function SlotsPanel() {
  const { value } = usePickerContext<Dayjs | null>();
  const day = value?.isValid() ? value : null;
  const slots = day ? freeSlots(day) : [];

  return (
    <Box sx={{ p: 2, width: { xs: '100%', sm: 200 }, boxSizing: 'border-box' }}>
      <Typography variant="subtitle2" component="p">
        {day ? day.format('dddd D MMMM') : 'Pick a day'}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {day && slots.length === 0 && 'Closed on Sundays'}
        {slots.length > 0 && `${slots.length} free slots`}
      </Typography>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
        {slots.map((slot) => (
          <Chip key={slot} label={slot} size="small" variant="outlined" />
        ))}
      </Stack>
    </Box>
  );
}

// The default parts, plus a panel beside the calendar (below it on narrow screens).
function VetVisitLayout(
  props: PickersLayoutProps<Dayjs | null> & { ref?: React.Ref<HTMLDivElement> },
) {
  const { className, sx, ref } = props;
  const { toolbar, tabs, content, actionBar, ownerState } = usePickerLayout(props);

  return (
    <PickersLayoutRoot
      ref={ref}
      ownerState={ownerState}
      className={[pickersLayoutClasses.root, className].filter(Boolean).join(' ')}
      sx={[
        { display: 'flex', flexDirection: 'column' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {toolbar}
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' } }}>
        <PickersLayoutContentWrapper ownerState={ownerState} className={pickersLayoutClasses.contentWrapper}>
          {tabs}
          {content}
        </PickersLayoutContentWrapper>
        <Box sx={{ borderLeft: { xs: 0, sm: 1 }, borderTop: { xs: 1, sm: 0 }, borderColor: 'divider' }}>
          <SlotsPanel />
        </Box>
      </Box>
      {actionBar}
    </PickersLayoutRoot>
  );
}

export default function VetVisitLayoutPanel() {
  const [visit, setVisit] = React.useState<Dayjs | null>(dayjs('2025-03-12'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <DatePicker
          label="Vet appointment"
          value={visit}
          onChange={setVisit}
          shouldDisableDate={(day) => day.day() === 0}
          slots={{ layout: VetVisitLayout }}
          sx={{ width: 260 }}
        />
        <Typography variant="body2" sx={{ fontFamily: 'monospace', pt: { sm: 2 } }}>
          value: {visit ? visit.format('YYYY-MM-DD') : 'null'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
