import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';

// Payment terms, counted from the day the invoice is written (today).
// getValue runs when the picker opens, in the browser.
const paymentTerms: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'Net 7', getValue: () => dayjs().add(7, 'day') },
  { label: 'Net 14', getValue: () => dayjs().add(14, 'day') },
  { label: 'Net 30', getValue: () => dayjs().add(30, 'day') },
  { label: 'End of month', getValue: () => dayjs().endOf('month').startOf('day') },
  { label: 'End of next month', getValue: () => dayjs().add(1, 'month').endOf('month').startOf('day') },
  { label: 'No due date', getValue: () => null },
];

export default function InvoiceDueShortcuts() {
  const [value, setValue] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <DatePicker
          label="Invoice due"
          value={value}
          onChange={setValue}
          slotProps={{ shortcuts: { items: paymentTerms } }}
        />
        <Typography variant="body2" sx={{ fontFamily: 'monospace', pt: { sm: 2 } }}>
          value: {value === null ? 'null' : value.format('YYYY-MM-DD')}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
