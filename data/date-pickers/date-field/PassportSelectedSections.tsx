import * as React from 'react';
import dayjs from 'dayjs';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';
import { FieldSelectedSections } from '@mui/x-date-pickers/models';

const targets: FieldSelectedSections[] = ['day', 'month', 'year', 'all'];

export default function PassportSelectedSections() {
  const [selectedSections, setSelectedSections] = React.useState<FieldSelectedSections>(null);
  const fieldRef = React.useRef<HTMLDivElement>(null);

  const select = (target: FieldSelectedSections) => {
    // Move the focus back into the field, then select the section.
    fieldRef.current?.querySelector<HTMLElement>('[role="spinbutton"]')?.focus();
    setSelectedSections(target);
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {targets.map((target) => (
            <Button
              key={String(target)}
              size="small"
              variant="outlined"
              onClick={() => select(target)}
            >
              Select {String(target)}
            </Button>
          ))}
        </Stack>
        <DateField
          ref={fieldRef}
          label="Passport expiry"
          defaultValue={dayjs('2031-09-14')}
          selectedSections={selectedSections}
          onSelectedSectionsChange={setSelectedSections}
        />
        <Typography variant="body2">
          selectedSections: {selectedSections === null ? 'null' : JSON.stringify(selectedSections)}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
