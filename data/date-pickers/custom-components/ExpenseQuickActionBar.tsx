import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { PickersActionBarProps } from '@mui/x-date-pickers/PickersActionBar';
import { usePickerActionsContext } from '@mui/x-date-pickers/hooks';

// Receipts are usually filed the same day or the day after the expense.
// `dayjs()` only runs when a button is clicked, in the browser.
function ReceiptActionBar(props: PickersActionBarProps) {
  const { className, sx } = props;
  const { setValue, clearValue, cancelValueChanges } = usePickerActionsContext();

  return (
    <DialogActions className={className} sx={[{ flexWrap: 'wrap' }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <Button onClick={() => setValue(dayjs().startOf('day'))}>Today</Button>
      <Button onClick={() => setValue(dayjs().subtract(1, 'day').startOf('day'))}>
        Yesterday
      </Button>
      <Button onClick={clearValue}>No receipt</Button>
      <Button onClick={cancelValueChanges}>Cancel</Button>
    </DialogActions>
  );
}

export default function ExpenseQuickActionBar() {
  const [value, setValue] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <DatePicker
          label="Receipt date"
          value={value}
          onChange={setValue}
          slots={{ actionBar: ReceiptActionBar }}
          sx={{ width: 260 }}
        />
        <Typography variant="body2" sx={{ fontFamily: 'monospace', pt: { sm: 2 } }}>
          value: {value ? value.format('YYYY-MM-DD') : 'null'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
