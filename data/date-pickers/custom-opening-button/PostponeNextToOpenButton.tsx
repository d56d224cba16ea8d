import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import IconButton, { IconButtonProps } from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { usePickerContext } from '@mui/x-date-pickers/hooks';

// Replaces the opening button with two buttons: "postpone a week", then the usual one.
function OpenButtonWithPostpone(props: IconButtonProps) {
  const { value, setValue, disabled, readOnly } = usePickerContext<Dayjs | null>();
  const canPostpone = value != null && value.isValid() && !disabled && !readOnly;

  return (
    <React.Fragment>
      <IconButton
        aria-label="Postpone by one week"
        title="Postpone by one week"
        size="small"
        disabled={!canPostpone}
        onClick={() => {
          if (value) {
            setValue(value.add(1, 'week'));
          }
        }}
      >
        <EventRepeatIcon fontSize="small" />
      </IconButton>
      <IconButton {...props} />
    </React.Fragment>
  );
}

export default function PostponeNextToOpenButton() {
  const [delivery, setDelivery] = React.useState<Dayjs | null>(dayjs('2025-05-06'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <DatePicker
          label="Delivery date"
          value={delivery}
          onChange={setDelivery}
          slots={{ openPickerButton: OpenButtonWithPostpone }}
        />
        <Typography variant="body2">
          Delivery: {delivery?.isValid() ? delivery.format('dddd, MMMM D') : 'not set'}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
