import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';

function describe(value: Dayjs | null) {
  if (value === null) {
    return 'null (empty field)';
  }
  return value.isValid() ? value.format('YYYY-MM-DD') : 'Invalid Date (still typing)';
}

export default function InvoiceIssueDateFields() {
  const [dueDate, setDueDate] = React.useState<Dayjs | null>(dayjs('2025-05-31'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <DateField
          label="Issue date (uncontrolled)"
          defaultValue={dayjs('2025-05-01')}
          sx={{ width: 260 }}
        />
        <Stack spacing={1} sx={{ width: 260 }}>
          <DateField
            label="Due date (controlled)"
            value={dueDate}
            onChange={(newValue) => setDueDate(newValue)}
          />
          <Typography variant="body2">Due date in state: {describe(dueDate)}</Typography>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
