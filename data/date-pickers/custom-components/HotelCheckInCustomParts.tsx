import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import DialogActions from '@mui/material/DialogActions';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { DatePickerToolbarProps } from '@mui/x-date-pickers/DatePicker';
import { PickersActionBarProps } from '@mui/x-date-pickers/PickersActionBar';
import { usePickerContext } from '@mui/x-date-pickers/hooks';

const isWeekendNight = (day: Dayjs) => day.day() === 5 || day.day() === 6;

function CheckInToolbar(props: DatePickerToolbarProps) {
  const { className, sx, titleId } = props;
  const { value } = usePickerContext<Dayjs | null>();

  return (
    <Box
      className={className}
      sx={[
        { px: 3, py: 2, display: 'flex', flexDirection: 'column', gap: 1, alignItems: 'flex-start' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Typography id={titleId} variant="overline" component="p" color="text.secondary">
        Check-in
      </Typography>
      <Typography variant="h5" component="p">
        {value ? value.format('ddd D MMMM') : 'Choose a night'}
      </Typography>
      {value && (
        <Chip
          size="small"
          color={isWeekendNight(value) ? 'warning' : 'success'}
          label={isWeekendNight(value) ? 'Weekend rate' : 'Weekday rate'}
        />
      )}
    </Box>
  );
}

function CheckInActionBar(props: PickersActionBarProps) {
  const { className, sx } = props;
  const { value, clearValue, acceptValueChanges, cancelValueChanges } = usePickerContext();

  return (
    <DialogActions className={className} sx={[{ flexWrap: 'wrap' }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <Button onClick={clearValue}>Clear</Button>
      <Button onClick={cancelValueChanges}>Undo</Button>
      <Button variant="contained" disabled={value === null} onClick={acceptValueChanges}>
        Confirm check-in
      </Button>
    </DialogActions>
  );
}

export default function HotelCheckInCustomParts() {
  const [confirmed, setConfirmed] = React.useState<Dayjs | null>(dayjs('2025-10-09'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'flex-start' }}>
        <StaticDatePicker
          defaultValue={dayjs('2025-10-09')}
          onAccept={setConfirmed}
          slots={{ toolbar: CheckInToolbar, actionBar: CheckInActionBar }}
        />
        <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
          confirmed: {confirmed ? confirmed.format('YYYY-MM-DD') : 'null'}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
