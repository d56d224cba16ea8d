import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';

interface LogEntry {
  id: number;
  text: string;
}

function formatValue(value: Dayjs | null) {
  if (value === null) {
    return 'null';
  }
  return value.isValid() ? value.format('YYYY-MM-DD') : 'Invalid Date';
}

export default function DeliverySlotMobileLog() {
  const [closeOnSelect, setCloseOnSelect] = React.useState(false);
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-06-16'));
  const [log, setLog] = React.useState<LogEntry[]>([]);
  const nextId = React.useRef(1);

  const write = (text: string) => {
    const id = nextId.current;
    nextId.current += 1;
    setLog((entries) => [{ id, text }, ...entries].slice(0, 80));
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <MobileDatePicker
            label="Delivery day"
            value={value}
            minDate={dayjs('2025-06-02')}
            closeOnSelect={closeOnSelect}
            onOpen={() => write('onOpen()')}
            onClose={() => write('onClose()')}
            onChange={(newValue, context) => {
              setValue(newValue);
              write(`onChange(${formatValue(newValue)}) validationError=${context.validationError}`);
            }}
            onAccept={(newValue) => write(`onAccept(${formatValue(newValue)})`)}
            onError={(error) => write(`onError(${error})`)}
          />
          <FormControlLabel
            control={
              <Switch checked={closeOnSelect} onChange={(event) => setCloseOnSelect(event.target.checked)} />
            }
            label="closeOnSelect"
          />
          <Button size="small" onClick={() => setLog([])}>
            Clear log
          </Button>
        </Stack>
        <Box
          role="log"
          aria-label="Mobile picker callbacks, newest first"
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
              Click the field to open the dialog, pick a year and a day, then press OK, Cancel or
              Escape: every callback appears here, newest first.
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
