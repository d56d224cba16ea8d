import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { PickersShortcutsProps } from '@mui/x-date-pickers/PickersShortcuts';
import {
  useIsValidValue,
  usePickerActionsContext,
  usePickerContext,
} from '@mui/x-date-pickers/hooks';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { DateRange } from '@mui/x-date-pickers-pro/models';
import { reportRangeShortcuts } from './reportRangeShortcuts';

type Range = DateRange<Dayjs>;

const shortcuts = reportRangeShortcuts(() => dayjs());

function sameRange(a: Range, b: Range) {
  const sameDay = (x: Dayjs | null, y: Dayjs | null) =>
    x === null || y === null ? x === y : x.isSame(y, 'day');
  return sameDay(a[0], b[0]) && sameDay(a[1], b[1]);
}

// Replaces the default chips with a titled list that marks the range in use.
function QuickRangeList(props: PickersShortcutsProps<Range>) {
  const { items = [], changeImportance = 'accept' } = props;
  const { value } = usePickerContext<Range>();
  const { setValue } = usePickerActionsContext<Range>();
  const isValidValue = useIsValidValue<Range>();

  if (items.length === 0) {
    return null;
  }

  return (
    <Stack direction="row" className={props.className} sx={props.sx}>
      <List
        dense
        aria-label="Quick ranges"
        subheader={<ListSubheader component="div">Quick ranges</ListSubheader>}
        sx={{ width: 180, maxHeight: 336, overflowY: 'auto' }}
      >
        {items.map((item) => {
          const { getValue, label, id } = item;
          const range = getValue({ isValid: isValidValue });
          return (
            <ListItemButton
              key={id ?? label}
              selected={sameRange(range, value)}
              disabled={!isValidValue(range)}
              onClick={() => setValue(range, { changeImportance, shortcut: { id, label } })}
            >
              <ListItemText primary={label} />
            </ListItemButton>
          );
        })}
      </List>
      <Divider orientation="vertical" flexItem />
    </Stack>
  );
}

export default function QuickRangeListSlot() {
  const [value, setValue] = React.useState<Range>([null, null]);
  const format = (day: Dayjs | null) => (day === null ? 'null' : day.format('YYYY-MM-DD'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5}>
        <DateRangePicker
          localeText={{ start: 'Shipments from', end: 'Shipments to' }}
          value={value}
          onChange={setValue}
          disableFuture
          slots={{ shortcuts: QuickRangeList }}
          slotProps={{ shortcuts: { items: shortcuts } }}
          sx={{ maxWidth: 360 }}
        />
        <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
          value: [{format(value[0])}, {format(value[1])}]
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
