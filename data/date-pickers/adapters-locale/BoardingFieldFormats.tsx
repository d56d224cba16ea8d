import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

// Day.js tokens; text between square brackets is printed as it is.
const formats = [
  'MM/DD/YYYY hh:mm A',
  'DD.MM.YYYY HH:mm',
  'YYYY-MM-DD HH:mm',
  'ddd D MMM YYYY, HH:mm',
  'dddd, MMMM Do YYYY [at] h:mm a',
];

export default function BoardingFieldFormats() {
  const [format, setFormat] = React.useState(formats[1]);
  const [spacious, setSpacious] = React.useState(false);
  const [boarding, setBoarding] = React.useState<Dayjs | null>(dayjs('2025-09-19T06:05'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
        <TextField
          select
          size="small"
          label="format"
          value={format}
          onChange={(event) => setFormat(event.target.value)}
          slotProps={{ select: { native: true } }}
          sx={{ width: 300, maxWidth: '100%' }}
        >
          {formats.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </TextField>
        <FormControlLabel
          control={
            <Switch checked={spacious} onChange={(event) => setSpacious(event.target.checked)} />
          }
          label='formatDensity="spacious"'
        />
      </Box>
      <DateTimeField
        label="Boarding"
        value={boarding}
        onChange={setBoarding}
        format={format}
        formatDensity={spacious ? 'spacious' : 'dense'}
        sx={{ width: 360, maxWidth: '100%' }}
      />
      <Typography variant="body2" sx={{ mt: 2 }}>
        Value:{' '}
        <code>{boarding && boarding.isValid() ? boarding.format('YYYY-MM-DDTHH:mm') : 'null'}</code>
      </Typography>
    </LocalizationProvider>
  );
}
