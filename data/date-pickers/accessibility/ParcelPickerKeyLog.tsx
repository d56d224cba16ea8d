import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';

export default function ParcelPickerKeyLog() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-09-23'));
  const [log, setLog] = React.useState<string[]>([]);

  const write = (line: string) => setLog((previous) => [...previous.slice(-5), line]);
  const show = (day: Dayjs | null) => (day ? day.format('YYYY-MM-DD') : 'null');

  const sharedProps = {
    value,
    onChange: (next: Dayjs | null) => setValue(next),
    onOpen: () => write('onOpen'),
    onClose: () => write('onClose'),
    onAccept: (next: Dayjs | null) => write(`onAccept ${show(next)}`),
    sx: { width: 260 },
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <DesktopDatePicker label="Parcel pickup (popover)" {...sharedProps} />
          <MobileDatePicker label="Parcel pickup (dialog)" {...sharedProps} />
        </Stack>
        <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
          value: {show(value)}
        </Typography>
        {/* Six lines of room are reserved so that the log never moves the page. */}
        <Box
          role="log"
          aria-label="Picker events"
          sx={{ height: 132, overflow: 'auto', p: 1, border: 1, borderColor: 'divider', borderRadius: 1, fontFamily: 'monospace', fontSize: 13 }}
        >
          {log.length === 0 ? 'Open a picker with the keyboard to see its events here.' : log.map((line, index) => <div key={index}>{line}</div>)}
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
