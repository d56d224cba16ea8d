import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import type { YAxis } from '@mui/x-charts/models';
import { marginPercent, months } from './axisData';

type Domain = 'nice' | 'strict' | 'padded' | 'fixed';

// Five points of air above and below the data, rounded to whole percents.
const padded = (min: number, max: number) => ({
  min: Math.floor(min - 5),
  max: Math.ceil(max + 5),
});

export default function AxisDomainLimitMargin() {
  const [domain, setDomain] = React.useState<Domain>('nice');
  const [reverse, setReverse] = React.useState(false);

  const yAxis: YAxis = {
    reverse,
    valueFormatter: (value: number) => `${value}%`,
  };
  if (domain === 'fixed') {
    yAxis.min = 0;
    yAxis.max = 50;
  } else if (domain === 'padded') {
    yAxis.domainLimit = padded;
  } else {
    yAxis.domainLimit = domain;
  }

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label="y-axis domain"
          value={domain}
          onChange={(event) => setDomain(event.target.value as Domain)}
          slotProps={{ select: { native: true } }}
          sx={{ minWidth: 220 }}
        >
          <option value="nice">domainLimit: &apos;nice&apos;</option>
          <option value="strict">domainLimit: &apos;strict&apos;</option>
          <option value="padded">domainLimit: function</option>
          <option value="fixed">min: 0, max: 50</option>
        </TextField>
        <FormControlLabel
          control={<Switch checked={reverse} onChange={(event) => setReverse(event.target.checked)} />}
          label="reverse"
        />
      </Stack>
      <Box sx={{ width: '100%', aspectRatio: '16 / 9', minHeight: 260 }}>
        <LineChart
          xAxis={[{ scaleType: 'point', data: months }]}
          yAxis={[yAxis]}
          series={[
            {
              data: marginPercent,
              label: 'Gross margin',
              valueFormatter: (value) => (value == null ? '' : `${value.toFixed(1)}%`),
            },
          ]}
          grid={{ horizontal: true }}
        />
      </Box>
      <Typography variant="body2" color="text.secondary">
        Data runs from {Math.min(...marginPercent)}% to {Math.max(...marginPercent)}%.
      </Typography>
    </Stack>
  );
}
