import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { DesktopDateTimePicker } from '@mui/x-date-pickers/DesktopDateTimePicker';
import { PickerChangeHandlerContext, DateTimeValidationError } from '@mui/x-date-pickers/models';
import { PickersActionBarAction } from '@mui/x-date-pickers/PickersActionBar';

interface LogEntry {
  id: number;
  text: string;
}

function formatValue(value: Dayjs | null, withTime: boolean) {
  if (value === null) {
    return 'null';
  }
  if (!value.isValid()) {
    return 'Invalid Date';
  }
  return value.format(withTime ? 'YYYY-MM-DD HH:mm' : 'YYYY-MM-DD');
}

export default function DeliverySlotDesktopLog() {
  const [kind, setKind] = React.useState<'date' | 'dateTime'>('date');
  const [closeOnSelect, setCloseOnSelect] = React.useState(true);
  const [withButtons, setWithButtons] = React.useState(false);
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-06-16T09:00'));
  const [log, setLog] = React.useState<LogEntry[]>([]);
  const nextId = React.useRef(1);

  const withTime = kind === 'dateTime';

  const write = (text: string) => {
    const id = nextId.current;
    nextId.current += 1;
    setLog((entries) => [{ id, text }, ...entries].slice(0, 80));
  };

  // The same callbacks for both components.
  const callbacks = {
    onOpen: () => write('onOpen()'),
    onClose: () => write('onClose()'),
    onChange: (newValue: Dayjs | null, context: PickerChangeHandlerContext<DateTimeValidationError>) => {
      setValue(newValue);
      write(`onChange(${formatValue(newValue, withTime)}) validationError=${context.validationError}`);
    },
    onAccept: (newValue: Dayjs | null) => write(`onAccept(${formatValue(newValue, withTime)})`),
    onError: (error: DateTimeValidationError) => write(`onError(${error})`),
  };

  // Without slotProps.actionBar the picker keeps its default buttons.
  const actions: PickersActionBarAction[] = ['clear', 'cancel', 'accept'];
  const slotProps = withButtons ? { actionBar: { actions } } : undefined;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={kind}
            onChange={(_event, next) => next && setKind(next)}
            aria-label="Picker"
          >
            <ToggleButton value="date">Date</ToggleButton>
            <ToggleButton value="dateTime">Date and time</ToggleButton>
          </ToggleButtonGroup>
          <FormControlLabel
            control={
              <Switch checked={closeOnSelect} onChange={(event) => setCloseOnSelect(event.target.checked)} />
            }
            label="closeOnSelect"
          />
          <FormControlLabel
            control={<Switch checked={withButtons} onChange={(event) => setWithButtons(event.target.checked)} />}
            label="Clear, Cancel, OK buttons"
          />
        </Stack>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          {kind === 'date' ? (
            <DesktopDatePicker
              label="Delivery day"
              value={value}
              minDate={dayjs('2025-06-02')}
              closeOnSelect={closeOnSelect}
              slotProps={slotProps}
              {...callbacks}
            />
          ) : (
            <DesktopDateTimePicker
              label="Delivery slot"
              value={value}
              minDate={dayjs('2025-06-02')}
              closeOnSelect={closeOnSelect}
              slotProps={slotProps}
              {...callbacks}
            />
          )}
          <Button size="small" onClick={() => setLog([])}>
            Clear log
          </Button>
        </Stack>
        <Box
          role="log"
          aria-label="Desktop picker callbacks, newest first"
          tabIndex={0}
          sx={{
            height: 220,
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
              Open the picker, pick a day, type in the field, press Escape: every callback appears
              here, newest first.
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
