import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

// The order history starts when the shop opened.
const shopOpened = dayjs('2023-03-01');

export default function OrdersSinceValidOnly() {
  // What the field shows, valid or not.
  const [draft, setDraft] = React.useState<Dayjs | null>(dayjs('2025-01-01'));
  // What the order list is filtered with: only ever a valid date.
  const [filterFrom, setFilterFrom] = React.useState<Dayjs>(dayjs('2025-01-01'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <DatePicker
          label="Orders since"
          value={draft}
          minDate={shopOpened}
          onChange={(newValue, context) => {
            setDraft(newValue);
            if (newValue !== null && context.validationError === null) {
              setFilterFrom(newValue);
            }
          }}
        />
        <Stack spacing={0.5}>
          <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
            field value: {draft === null ? 'null' : draft.format('YYYY-MM-DD')}
          </Typography>
          <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
            filter applied: orders since {filterFrom.format('YYYY-MM-DD')}
          </Typography>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
