import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import { DateRange } from '@mui/x-date-pickers-pro/models';

function formatDay(day: Dayjs | null) {
  if (day === null) {
    return 'null';
  }
  return day.isValid() ? day.format('YYYY-MM-DD') : 'Invalid Date';
}

export default function SubscriptionPauseControlledField() {
  const id = React.useId();
  const [value, setValue] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-07-01'),
    dayjs('2025-07-31'),
  ]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <SingleInputDateRangeField
          id={id}
          label="Pause deliveries"
          value={value}
          onChange={(newValue) => setValue(newValue)}
          clearable
          sx={{ width: 300, maxWidth: '100%' }}
        />
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button
            size="small"
            variant="outlined"
            onClick={() => setValue([dayjs('2025-08-01'), dayjs('2025-08-31')])}
          >
            Pause August
          </Button>
          <Button
            size="small"
            variant="outlined"
            onClick={() => {
              const [start] = value;
              if (start?.isValid()) {
                setValue([start, start.add(13, 'day')]);
              }
            }}
          >
            Two weeks from start
          </Button>
          <Button size="small" onClick={() => setValue([null, null])}>
            Resume now
          </Button>
        </Stack>
        <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
          value: [{formatDay(value[0])}, {formatDay(value[1])}]
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
