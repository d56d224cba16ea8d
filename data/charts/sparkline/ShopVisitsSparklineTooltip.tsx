import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import type { ChartsAxisHighlightType } from '@mui/x-charts/ChartsAxisHighlight';
import { dailyVisits, visitDates } from './sparklineData';

const dateFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

export default function ShopVisitsSparklineTooltip() {
  const [showTooltip, setShowTooltip] = React.useState(true);
  const [showHighlight, setShowHighlight] = React.useState(true);
  const [withDates, setWithDates] = React.useState(true);
  const [highlightX, setHighlightX] = React.useState<ChartsAxisHighlightType>('line');

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <FormControlLabel
          control={
            <Switch checked={showTooltip} onChange={(event) => setShowTooltip(event.target.checked)} />
          }
          label="showTooltip"
        />
        <FormControlLabel
          control={
            <Switch
              checked={showHighlight}
              onChange={(event) => setShowHighlight(event.target.checked)}
            />
          }
          label="showHighlight"
        />
        <FormControlLabel
          control={<Switch checked={withDates} onChange={(event) => setWithDates(event.target.checked)} />}
          label="xAxis with dates"
        />
        <TextField
          select
          size="small"
          label="axisHighlight.x"
          value={highlightX}
          onChange={(event) => setHighlightX(event.target.value as ChartsAxisHighlightType)}
          slotProps={{ select: { native: true } }}
          sx={{ minWidth: 140 }}
        >
          <option value="none">none</option>
          <option value="line">line</option>
          <option value="band">band</option>
        </TextField>
      </Stack>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Box sx={{ flexShrink: 0, width: 110 }}>
          <Typography variant="body2" color="text.secondary">
            Visits, 4 weeks
          </Typography>
          <Typography sx={{ fontWeight: 600 }}>
            {dailyVisits.reduce((sum, value) => sum + value, 0).toLocaleString('en-US')}
          </Typography>
        </Box>
        <Box sx={{ flex: 1, minWidth: 0, maxWidth: 420, height: 72 }}>
          <SparkLineChart
            data={dailyVisits}
            showTooltip={showTooltip}
            showHighlight={showHighlight}
            axisHighlight={{ x: highlightX }}
            xAxis={
              withDates
                ? {
                    scaleType: 'point',
                    data: visitDates,
                    valueFormatter: (value: Date) => dateFormat.format(value),
                  }
                : undefined
            }
            valueFormatter={(value) => (value === null ? '' : `${value.toLocaleString('en-US')} visits`)}
          />
        </Box>
      </Stack>
    </Stack>
  );
}
