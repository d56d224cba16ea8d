import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { pickersLayoutClasses } from '@mui/x-date-pickers/PickersLayout';
import { StaticDateRangePicker } from '@mui/x-date-pickers-pro/StaticDateRangePicker';
import { DateRange } from '@mui/x-date-pickers-pro/models';
import { reportRangeShortcuts } from './reportRangeShortcuts';

// This calendar is open as soon as the page loads, so it must not depend on the real today:
// the report is "as of" a fixed day, and the shortcuts count from it.
const reportDay = dayjs('2025-06-18');
const shortcuts = reportRangeShortcuts(() => reportDay);

// The layout is a CSS grid: by default the shortcuts take the first column, beside the views.
// To put them above, move them to the first row, over the columns of the views.
const layoutWithShortcutsOnTop = {
  [`& .${pickersLayoutClasses.shortcuts}`]: { gridColumn: '2 / 4', gridRow: 1 },
};
// ...and lay the chips out in rows instead of a column.
const shortcutsOnTop = {
  display: 'flex',
  flexWrap: 'wrap',
  maxWidth: 320,
  px: 1,
  '& .MuiListItem-root': { width: 'auto', px: 0.5 },
};

function formatDay(day: Dayjs | null) {
  return day === null ? 'null' : day.format('YYYY-MM-DD');
}

export default function StaticReportRangeShortcuts() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-06-09'),
    dayjs('2025-06-15'),
  ]);
  const [placement, setPlacement] = React.useState<'side' | 'top'>('side');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={placement}
            onChange={(_event, next) => next && setPlacement(next)}
            aria-label="Shortcuts placement"
          >
            <ToggleButton value="side">Beside the calendar</ToggleButton>
            <ToggleButton value="top">Above the calendar</ToggleButton>
          </ToggleButtonGroup>
          <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
            value: [{formatDay(value[0])}, {formatDay(value[1])}]
          </Typography>
        </Stack>
        {/* The shortcuts and one month side by side are wider than a phone: scroll sideways there. */}
        <Box sx={{ overflowX: 'auto', maxWidth: '100%' }}>
          <StaticDateRangePicker
            displayStaticWrapperAs="desktop"
            calendars={1}
            value={value}
            onChange={setValue}
            referenceDate={reportDay}
            maxDate={reportDay}
            slotProps={{
              shortcuts: { items: shortcuts, sx: placement === 'top' ? shortcutsOnTop : undefined },
              layout: { sx: placement === 'top' ? layoutWithShortcutsOnTop : undefined },
              // A report filter on the page has nothing to confirm: no Cancel and OK buttons.
              actionBar: { actions: [] },
            }}
            sx={{ width: 'max-content' }}
          />
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
