import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import {
  PickersLayoutContentWrapper,
  PickersLayoutProps,
  PickersLayoutRoot,
  pickersLayoutClasses,
  usePickerLayout,
} from '@mui/x-date-pickers/PickersLayout';
import { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';

const travelDay = dayjs('2025-12-19');
const returnTrips: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'Same day', getValue: () => travelDay },
  { label: 'After the weekend', getValue: () => travelDay.day(7).add(1, 'day') },
  { label: 'One week later', getValue: () => travelDay.add(1, 'week') },
];

// The parts in a new order, top to bottom:
// action bar, toolbar, calendar, then the shortcuts.
function TicketLayout(
  props: PickersLayoutProps<Dayjs | null> & { ref?: React.Ref<HTMLDivElement> },
) {
  const { className, sx, ref } = props;
  const { toolbar, tabs, content, actionBar, shortcuts, ownerState } = usePickerLayout(props);

  return (
    <PickersLayoutRoot
      ref={ref}
      ownerState={ownerState}
      // Keep the root class and the className and sx the picker passes.
      className={[pickersLayoutClasses.root, className].filter(Boolean).join(' ')}
      sx={[
        { display: 'flex', flexDirection: 'column', width: 'fit-content' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {actionBar}
      {toolbar}
      <PickersLayoutContentWrapper ownerState={ownerState} className={pickersLayoutClasses.contentWrapper}>
        {tabs}
        {content}
      </PickersLayoutContentWrapper>
      <Divider />
      <Box sx={{ px: 2, pt: 1 }}>
        <Typography variant="overline" component="p" color="text.secondary">
          Common returns
        </Typography>
      </Box>
      {shortcuts}
    </PickersLayoutRoot>
  );
}

export default function TrainTicketLayoutOrder() {
  const [returnDay, setReturnDay] = React.useState<Dayjs | null>(travelDay.add(3, 'day'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'flex-start' }}>
        <StaticDatePicker
          value={returnDay}
          onChange={setReturnDay}
          minDate={travelDay}
          slots={{ layout: TicketLayout }}
          slotProps={{
            shortcuts: {
              items: returnTrips,
              sx: { display: 'flex', flexWrap: 'wrap', maxWidth: 320, px: 1 },
            },
            actionBar: { actions: ['clear', 'today'] },
          }}
        />
        <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
          return: {returnDay ? returnDay.format('ddd YYYY-MM-DD') : 'null'}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
