import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';

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

export default function ShipmentDateFieldLog() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-06-16'));
  const [log, setLog] = React.useState<LogEntry[]>([]);
  const nextId = React.useRef(1);

  const write = (text: string) => {
    const id = nextId.current;
    nextId.current += 1;
    setLog((entries) => [{ id, text }, ...entries].slice(0, 60));
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <DateField
            label="Ship on"
            value={value}
            minDate={dayjs('2025-06-02')}
            onChange={(newValue, context) => {
              setValue(newValue);
              write(`onChange(${formatValue(newValue)}) validationError=${context.validationError}`);
            }}
            onError={(error) => write(`onError(${error})`)}
          />
          <Button size="small" onClick={() => setLog([])}>
            Clear log
          </Button>
        </Stack>
        <Box
          role="log"
          aria-label="Date field callbacks, newest first"
          tabIndex={0}
          sx={{
            height: 180,
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
              Type in the field: each callback appears here, newest first.
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
