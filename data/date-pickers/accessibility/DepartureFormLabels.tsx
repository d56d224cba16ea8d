import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function DepartureFormLabels() {
  const [day, setDay] = React.useState<Dayjs | null>(dayjs('2025-08-14'));
  const [time, setTime] = React.useState<Dayjs | null>(null);
  const [submitted, setSubmitted] = React.useState<string>('nothing yet');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box
        component="form"
        onSubmit={(event: React.FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          const data = new FormData(event.currentTarget);
          setSubmitted(`departureDay=${data.get('departureDay')}, departureTime=${data.get('departureTime')}`);
        }}
      >
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
          <DatePicker
            label="Departure day"
            name="departureDay"
            format="DD/MM/YYYY"
            value={day}
            onChange={setDay}
            slotProps={{ textField: { required: true, helperText: 'Day, month, year (DD/MM/YYYY)' } }}
            sx={{ width: 260 }}
          />
          <TimePicker
            label="Departure time"
            name="departureTime"
            ampm={false}
            value={time}
            onChange={setTime}
            slotProps={{ textField: { helperText: '24-hour clock (hh:mm)' } }}
            sx={{ width: 260 }}
          />
          <Button type="submit" variant="outlined" sx={{ mt: 1 }}>
            Book
          </Button>
        </Stack>
        <Typography variant="body2" sx={{ fontFamily: 'monospace', mt: 1 }}>
          submitted: {submitted}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
