import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';

type Orientation = 'portrait' | 'landscape';

const subscriptionStart = dayjs('2025-01-06');
const renewals: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'Monthly', getValue: () => subscriptionStart.add(1, 'month') },
  { label: 'Quarterly', getValue: () => subscriptionStart.add(3, 'month') },
  { label: 'Yearly', getValue: () => subscriptionStart.add(1, 'year') },
];

export default function LayoutOrientationToggle() {
  const [orientation, setOrientation] = React.useState<Orientation>('landscape');
  const [renewal, setRenewal] = React.useState<Dayjs | null>(dayjs('2025-02-06'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={orientation}
            onChange={(_event, next: Orientation | null) => next && setOrientation(next)}
            aria-label="Orientation"
          >
            <ToggleButton value="portrait">portrait</ToggleButton>
            <ToggleButton value="landscape">landscape</ToggleButton>
          </ToggleButtonGroup>
          <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
            renewal: {renewal ? renewal.format('YYYY-MM-DD') : 'null'}
          </Typography>
        </Box>
        {/* Landscape is wider than a phone: the picker scrolls inside this box. */}
        <Box sx={{ overflowX: 'auto', maxWidth: '100%', minHeight: 470 }}>
          <StaticDatePicker
            orientation={orientation}
            value={renewal}
            onChange={setRenewal}
            slotProps={{ shortcuts: { items: renewals }, actionBar: { actions: [] } }}
            sx={{ width: 'fit-content' }}
          />
        </Box>
      </Box>
    </LocalizationProvider>
  );
}
