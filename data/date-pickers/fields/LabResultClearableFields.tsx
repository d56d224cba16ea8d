import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function LabResultClearableFields() {
  const [sampleDate, setSampleDate] = React.useState<Dayjs | null>(dayjs('2025-02-18'));
  const [resultDate, setResultDate] = React.useState<Dayjs | null>(dayjs('2025-02-21'));
  const [log, setLog] = React.useState<string>('nothing cleared yet');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          <DateField
            label="Sample taken"
            value={sampleDate}
            onChange={setSampleDate}
            clearable
            onClear={() => setLog('onClear from the sample field')}
          />
          <DatePicker
            label="Result expected"
            value={resultDate}
            onChange={setResultDate}
            slotProps={{
              field: {
                clearable: true,
                clearButtonPosition: 'start',
                onClear: () => setLog('onClear from the result picker'),
              },
            }}
          />
        </Box>
        <Typography variant="body2">
          Sample: {sampleDate?.isValid() ? sampleDate.format('YYYY-MM-DD') : 'null'} · Result:{' '}
          {resultDate?.isValid() ? resultDate.format('YYYY-MM-DD') : 'null'} · {log}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
