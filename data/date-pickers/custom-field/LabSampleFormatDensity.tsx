import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';

type Density = 'dense' | 'spacious';

// Sample labels printed in three regional formats: `/`, `-` and `.` separators.
const formats = [
  { label: 'Collected (US)', format: 'MM/DD/YYYY' },
  { label: 'Analysed (ISO)', format: 'YYYY-MM-DD' },
  { label: 'Reported (DE)', format: 'DD.MM.YYYY' },
];

export default function LabSampleFormatDensity() {
  const [density, setDensity] = React.useState<Density>('spacious');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={density}
          onChange={(_event, next: Density | null) => next && setDensity(next)}
          aria-label="Format density"
        >
          <ToggleButton value="dense">dense</ToggleButton>
          <ToggleButton value="spacious">spacious</ToggleButton>
        </ToggleButtonGroup>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
          {formats.map((item) => (
            <DateField
              key={item.format}
              label={item.label}
              format={item.format}
              formatDensity={density}
              defaultValue={dayjs('2025-05-21')}
              sx={{ width: 190 }}
            />
          ))}
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
