import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import FormControlLabel from '@mui/material/FormControlLabel';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';
import { formatThousands, quarters, quarterlyRevenue } from './barsRevenueData';

// The same regions a year earlier, so switching years moves every bar.
const byYear = {
  2023: {
    northAmerica: [1102, 1188, 1240, 1391],
    europe: [871, 902, 868, 1015],
    asiaPacific: [402, 466, 540, 655],
  },
  2024: quarterlyRevenue,
};

type Year = keyof typeof byYear;

export default function BarAnimationYears() {
  const [year, setYear] = React.useState<Year>(2024);
  const [skipAnimation, setSkipAnimation] = React.useState(false);
  const data = byYear[year];

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={year}
          aria-label="Year"
          onChange={(_, next: Year | null) => next && setYear(next)}
        >
          <ToggleButton value={2023}>2023</ToggleButton>
          <ToggleButton value={2024}>2024</ToggleButton>
        </ToggleButtonGroup>
        <FormControlLabel
          control={
            <Switch
              checked={skipAnimation}
              onChange={(event) => setSkipAnimation(event.target.checked)}
            />
          }
          label="skipAnimation"
        />
      </Stack>
      <Box sx={{ width: '100%', aspectRatio: '16 / 9', minHeight: 260 }}>
        <BarChart
          skipAnimation={skipAnimation}
          xAxis={[{ data: quarters, scaleType: 'band' }]}
          yAxis={[
            { min: 0, max: 2000, valueFormatter: (value: number) => formatThousands(value), width: 60 },
          ]}
          series={[
            { label: 'North America', data: data.northAmerica, valueFormatter: formatThousands },
            { label: 'Europe', data: data.europe, valueFormatter: formatThousands },
            { label: 'Asia Pacific', data: data.asiaPacific, valueFormatter: formatThousands },
          ]}
        />
      </Box>
    </Stack>
  );
}
