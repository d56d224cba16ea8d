import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MonthCalendar } from '@mui/x-date-pickers/MonthCalendar';
import { YearCalendar } from '@mui/x-date-pickers/YearCalendar';

type PerRow = 3 | 4;

function Choice<T extends string | number>(props: {
  label: string;
  value: T;
  options: T[];
  onChange: (value: T) => void;
}) {
  const { label, value, options, onChange } = props;
  return (
    <FormControl>
      <FormLabel>{label}</FormLabel>
      <RadioGroup
        row
        value={String(value)}
        onChange={(event) => {
          const match = options.find((option) => String(option) === event.target.value);
          if (match !== undefined) {
            onChange(match);
          }
        }}
      >
        {options.map((option) => (
          <FormControlLabel
            key={String(option)}
            value={String(option)}
            control={<Radio />}
            label={String(option)}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

export default function YearGridOptionsCalendar() {
  const [yearsOrder, setYearsOrder] = React.useState<'asc' | 'desc'>('desc');
  const [yearsPerRow, setYearsPerRow] = React.useState<PerRow>(4);
  const [monthsPerRow, setMonthsPerRow] = React.useState<PerRow>(4);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Choice
            label="yearsOrder"
            value={yearsOrder}
            options={['asc', 'desc']}
            onChange={setYearsOrder}
          />
          <Choice
            label="yearsPerRow"
            value={yearsPerRow}
            options={[3, 4] as PerRow[]}
            onChange={setYearsPerRow}
          />
          <Choice
            label="monthsPerRow"
            value={monthsPerRow}
            options={[3, 4] as PerRow[]}
            onChange={setMonthsPerRow}
          />
        </Stack>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Box sx={{ width: 320 }}>
            <YearCalendar
              aria-label="Year of birth"
              defaultValue={dayjs('1988-01-01')}
              minDate={dayjs('1940-01-01')}
              maxDate={dayjs('2010-12-31')}
              yearsOrder={yearsOrder}
              yearsPerRow={yearsPerRow}
              disableHighlightToday
            />
          </Box>
          <Box sx={{ width: 320 }}>
            <MonthCalendar
              aria-label="Month of birth"
              defaultValue={dayjs('1988-01-01')}
              monthsPerRow={monthsPerRow}
              disableHighlightToday
            />
          </Box>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
