import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import { FieldRef, FieldSelectedSections } from '@mui/x-date-pickers/models';

export default function MeetingSelectedSectionsTimeField() {
  const [selectedSections, setSelectedSections] = React.useState<FieldSelectedSections>(null);

  const fieldRef = React.useRef<FieldRef<Dayjs | null>>(null);

  const select = (sections: FieldSelectedSections) => {
    // The selection shows while the field has focus: give it back from the button.
    fieldRef.current?.focusField();
    setSelectedSections(sections);
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button variant="outlined" size="small" onClick={() => select('hours')}>
            Select hours
          </Button>
          <Button variant="outlined" size="small" onClick={() => select('minutes')}>
            Select minutes
          </Button>
          <Button variant="outlined" size="small" onClick={() => select('meridiem')}>
            Select AM/PM
          </Button>
          <Button variant="outlined" size="small" onClick={() => select('all')}>
            Select all
          </Button>
        </Box>
        <TimeField
          label="Team meeting"
          defaultValue={dayjs('2025-04-02T14:30')}
          unstableFieldRef={fieldRef}
          selectedSections={selectedSections}
          onSelectedSectionsChange={setSelectedSections}
          sx={{ maxWidth: 320 }}
        />
        <Typography variant="body2">
          selectedSections: {JSON.stringify(selectedSections)}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
