import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import { FieldRef, FieldSelectedSections } from '@mui/x-date-pickers/models';
import type { DateRange } from '@mui/x-date-pickers-pro/models';
import type { Dayjs } from 'dayjs';

// With the format MM/DD/YYYY, the start date owns sections 0–2 and the end date 3–5.
const shortcuts: { label: string; sections: FieldSelectedSections }[] = [
  { label: 'Pick-up day', sections: 1 },
  { label: 'Return month', sections: 3 },
  { label: 'Return day', sections: 4 },
  { label: 'Everything', sections: 'all' },
];

export default function CarRentalSelectedSections() {
  const fieldRef = React.useRef<FieldRef<DateRange<Dayjs>>>(null);
  const [selectedSections, setSelectedSections] =
    React.useState<FieldSelectedSections>(null);
  const id = React.useId();

  const select = (sections: FieldSelectedSections) => {
    // A selection only shows while the field has the focus: give it back first.
    fieldRef.current?.focusField();
    setSelectedSections(sections);
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {shortcuts.map((shortcut) => (
            <Button
              key={shortcut.label}
              variant="outlined"
              size="small"
              onClick={() => select(shortcut.sections)}
            >
              {shortcut.label}
            </Button>
          ))}
        </Box>
        <SingleInputDateRangeField
          id={id}
          label="Rental period"
          format="MM/DD/YYYY"
          defaultValue={[dayjs('2025-10-10'), dayjs('2025-10-17')]}
          unstableFieldRef={fieldRef}
          selectedSections={selectedSections}
          onSelectedSectionsChange={setSelectedSections}
          sx={{ maxWidth: 340 }}
        />
        <Typography variant="body2">
          selectedSections: {JSON.stringify(selectedSections)}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
