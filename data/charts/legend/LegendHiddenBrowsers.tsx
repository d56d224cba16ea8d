import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { PieChart } from '@mui/x-charts/PieChart';

// Browsers seen on a web shop last month, share of sessions in percent.
const browsers = [
  { id: 'chrome', label: 'Chrome', value: 61 },
  { id: 'safari', label: 'Safari', value: 22 },
  { id: 'edge', label: 'Edge', value: 8 },
  { id: 'firefox', label: 'Firefox', value: 6 },
  { id: 'other', label: 'Other', value: 3 },
];

export default function LegendHiddenBrowsers() {
  const [hideLegend, setHideLegend] = React.useState(true);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={hideLegend} onChange={(event) => setHideLegend(event.target.checked)} />}
        label="hideLegend"
      />
      <Box sx={{ width: '100%', height: 280 }}>
        <PieChart
          hideLegend={hideLegend}
          series={[
            {
              data: browsers,
              innerRadius: 40,
              paddingAngle: 1,
              // With the legend gone, the slices name themselves.
              arcLabel: hideLegend ? (item) => (item.value >= 6 ? `${item.label}` : '') : undefined,
              arcLabelMinAngle: 20,
              valueFormatter: (item) => `${item.value}% of sessions`,
            },
          ]}
        />
      </Box>
    </Stack>
  );
}
