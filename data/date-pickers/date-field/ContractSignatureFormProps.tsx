import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';

export default function ContractSignatureFormProps() {
  const [disabled, setDisabled] = React.useState(false);
  const [readOnly, setReadOnly] = React.useState(true);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap' }}>
          <FormControlLabel
            control={
              <Switch checked={disabled} onChange={(event) => setDisabled(event.target.checked)} />
            }
            label="disabled"
          />
          <FormControlLabel
            control={
              <Switch checked={readOnly} onChange={(event) => setReadOnly(event.target.checked)} />
            }
            label="readOnly"
          />
        </Stack>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <DateField
            label="Signed on"
            defaultValue={dayjs('2025-02-03')}
            disabled={disabled}
            readOnly={readOnly}
            sx={{ width: 240 }}
          />
          <DateField
            label="Start of contract"
            defaultValue={dayjs('2025-03-01')}
            disabled={disabled}
            required
            sx={{ width: 240 }}
          />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
