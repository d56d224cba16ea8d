import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';
import { DatePickerToolbarProps } from '@mui/x-date-pickers/DatePicker';
import { usePickerContext } from '@mui/x-date-pickers/hooks';

// The toolbar reads the value being picked from the picker context, before it is accepted.
function WarrantyToolbar(props: DatePickerToolbarProps) {
  const { className, sx, titleId, hidden } = props;
  const { value } = usePickerContext<Dayjs | null>();

  if (hidden) {
    return null;
  }

  const purchase = value?.isValid() ? value : null;
  return (
    <Box className={className} sx={[{ px: 3, pt: 2, pb: 1 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <Typography id={titleId} variant="overline" component="p" color="text.secondary">
        Purchase date
      </Typography>
      <Typography variant="h5" component="p">
        {purchase ? purchase.format('D MMM YYYY') : 'Not set'}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {purchase
          ? `Warranty until ${purchase.add(2, 'year').subtract(1, 'day').format('D MMM YYYY')}`
          : 'The two-year warranty starts on this day'}
      </Typography>
    </Box>
  );
}

export default function WarrantyToolbarPicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <MobileDatePicker
        label="Purchase date"
        defaultValue={dayjs('2025-02-08')}
        slots={{ toolbar: WarrantyToolbar }}
        sx={{ width: 260 }}
      />
    </LocalizationProvider>
  );
}
