import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeClock, TimeClockProps } from '@mui/x-date-pickers/TimeClock';

// 'partial' while a view is being chosen, 'finish' once the last view is done.
type SelectionState = NonNullable<
  Parameters<NonNullable<TimeClockProps['onChange']>>[1]
>;

// The oven's current programme, a fixed time.
const start = dayjs('2025-11-27T18:00');

export default function OvenTimerControlledTimeClock() {
  const [value, setValue] = React.useState<Dayjs | null>(start);
  const [selectionState, setSelectionState] = React.useState<
    SelectionState | 'none'
  >('none');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 3,
          alignItems: 'flex-start',
        }}
      >
        <TimeClock
          value={value}
          onChange={(newValue, state) => {
            setValue(newValue);
            setSelectionState(state ?? 'none');
          }}
        />
        <Box
          sx={{
            display: 'flex',
            flexDirection: 'column',
            gap: 1,
            minWidth: 200,
          }}
        >
          <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
            value: {value === null ? 'null' : value.format('YYYY-MM-DD HH:mm')}
          </Typography>
          <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
            selectionState: {selectionState}
          </Typography>
          <Typography variant="body2">
            {selectionState === 'finish' && value
              ? `Oven switches on at ${value.format('h:mm A')}.`
              : 'Pick the hour, then the minutes.'}
          </Typography>
          <Button
            variant="outlined"
            size="small"
            onClick={() => {
              setValue(start);
              setSelectionState('none');
            }}
            sx={{ alignSelf: 'flex-start' }}
          >
            Reset
          </Button>
        </Box>
      </Box>
    </LocalizationProvider>
  );
}
