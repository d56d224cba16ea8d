import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

function formatDay(date: Dayjs | null) {
  return date && date.isValid() ? date.format('YYYY-MM-DD') : 'null';
}

export default function InvoiceTermsControlledPickers() {
  // Only read to print it: the picker owns its value (uncontrolled).
  const [lastIssueChange, setLastIssueChange] = React.useState<Dayjs | null>(
    dayjs('2025-03-03'),
  );
  // Owned by this component (controlled): the buttons below can change it.
  const [due, setDue] = React.useState<Dayjs | null>(dayjs('2025-04-02'));

  const applyTerms = (days: number) => {
    const issued = lastIssueChange?.isValid() ? lastIssueChange : dayjs('2025-03-03');
    setDue(issued.add(days, 'day'));
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          <DatePicker
            label="Issued on (uncontrolled)"
            defaultValue={dayjs('2025-03-03')}
            onChange={(newValue) => setLastIssueChange(newValue)}
          />
          <DatePicker
            label="Due on (controlled)"
            value={due}
            onChange={(newValue) => setDue(newValue)}
          />
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button variant="outlined" size="small" onClick={() => applyTerms(14)}>
            Net 14
          </Button>
          <Button variant="outlined" size="small" onClick={() => applyTerms(30)}>
            Net 30
          </Button>
          <Button variant="outlined" size="small" onClick={() => setDue(null)}>
            Clear due date
          </Button>
        </Box>
        <Typography variant="body2" component="div" sx={{ fontFamily: 'monospace' }}>
          issued (last onChange): {formatDay(lastIssueChange)}
          <br />
          due (value): {formatDay(due)}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
