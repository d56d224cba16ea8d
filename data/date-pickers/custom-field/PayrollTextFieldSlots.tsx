import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { PickersTextField, PickersTextFieldProps } from '@mui/x-date-pickers/PickersTextField';

// Wraps the default text field of v8 (one element per section) and adds a fixed hint.
function PayrollPickersTextField(props: PickersTextFieldProps) {
  return <PickersTextField {...props} helperText="Paid on the last working day" />;
}

export default function PayrollTextFieldSlots() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <DatePicker
          label="Payday (PickersTextField)"
          defaultValue={dayjs('2025-01-31')}
          slots={{ textField: PayrollPickersTextField }}
        />
        <DatePicker
          label="Payday (TextField)"
          defaultValue={dayjs('2025-02-28')}
          enableAccessibleFieldDOMStructure={false}
          slots={{ textField: TextField }}
          slotProps={{ textField: { helperText: 'A single <input> element' } }}
        />
      </Box>
    </LocalizationProvider>
  );
}
