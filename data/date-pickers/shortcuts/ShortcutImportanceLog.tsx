import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { PickerChangeHandlerContext, PickerChangeImportance } from '@mui/x-date-pickers/models';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { DateRange, DateRangeValidationError } from '@mui/x-date-pickers-pro/models';
import { reportRangeShortcuts } from './reportRangeShortcuts';

const shortcuts = reportRangeShortcuts(() => dayjs());

interface LogEntry {
  id: number;
  text: string;
}

function formatRange([start, end]: DateRange<Dayjs>) {
  const format = (day: Dayjs | null) => (day === null ? 'null' : day.format('MM-DD'));
  return `[${format(start)}, ${format(end)}]`;
}

export default function ShortcutImportanceLog() {
  const [changeImportance, setChangeImportance] = React.useState<PickerChangeImportance>('accept');
  const [value, setValue] = React.useState<DateRange<Dayjs>>([null, null]);
  const [log, setLog] = React.useState<LogEntry[]>([]);
  const nextId = React.useRef(1);

  const write = (text: string) => {
    const id = nextId.current;
    nextId.current += 1;
    setLog((entries) => [{ id, text }, ...entries].slice(0, 60));
  };

  // context.shortcut holds the label and id of the shortcut, or is undefined.
  const describe = (context: PickerChangeHandlerContext<DateRangeValidationError>) =>
    context.shortcut ? `shortcut="${context.shortcut.id}"` : 'no shortcut';

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <Typography variant="body2" id="change-importance-label">
            changeImportance
          </Typography>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={changeImportance}
            onChange={(_event, next) => next && setChangeImportance(next)}
            aria-labelledby="change-importance-label"
          >
            <ToggleButton value="accept">accept</ToggleButton>
            <ToggleButton value="set">set</ToggleButton>
          </ToggleButtonGroup>
        </Stack>
        <DateRangePicker
          localeText={{ start: 'Traffic from', end: 'Traffic to' }}
          value={value}
          onChange={(newValue, context) => {
            setValue(newValue);
            write(`onChange(${formatRange(newValue)}) ${describe(context)}`);
          }}
          onAccept={(newValue, context) => write(`onAccept(${formatRange(newValue)}) ${describe(context)}`)}
          onClose={() => write('onClose()')}
          slotProps={{ shortcuts: { items: shortcuts, changeImportance } }}
          sx={{ maxWidth: 360 }}
        />
        <Box
          role="log"
          aria-label="Shortcut callbacks, newest first"
          tabIndex={0}
          sx={{
            height: 160,
            overflowY: 'auto',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            p: 1,
            fontFamily: 'monospace',
            fontSize: 13,
            overflowWrap: 'anywhere',
          }}
        >
          {log.length === 0 ? (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Open the picker and click a shortcut, then switch to &quot;set&quot; and try again.
            </Typography>
          ) : (
            log.map((entry) => (
              <div key={entry.id}>
                #{entry.id} {entry.text}
              </div>
            ))
          )}
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
