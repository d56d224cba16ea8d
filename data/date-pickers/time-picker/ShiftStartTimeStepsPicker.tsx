import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DesktopTimePicker } from '@mui/x-date-pickers/DesktopTimePicker';

const shiftStart = dayjs('2025-02-10T06:00');

export default function ShiftStartTimeStepsPicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {/* 24 h x 60 / 15 = 96 options: more than 24, so one column per section. */}
        <DesktopTimePicker
          label="Shift start (15 min steps)"
          timeSteps={{ minutes: 15 }}
          defaultValue={shiftStart}
        />
        {/* 96 options, at or below the threshold of 96: one list of times. */}
        <DesktopTimePicker
          label="Shift start (single list)"
          timeSteps={{ minutes: 15 }}
          thresholdToRenderTimeInASingleColumn={96}
          defaultValue={shiftStart}
        />
        {/* 24 h / 60 min = 24 options: a single list by default. */}
        <DesktopTimePicker
          label="Shift start (hourly)"
          timeSteps={{ minutes: 60 }}
          defaultValue={shiftStart}
        />
      </Box>
    </LocalizationProvider>
  );
}
