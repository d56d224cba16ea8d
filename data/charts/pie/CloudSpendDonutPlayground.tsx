import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';
import { cloudSpend } from './pieData';

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

interface Setting {
  key: 'innerRadius' | 'outerRadius' | 'paddingAngle' | 'cornerRadius' | 'startAngle' | 'endAngle';
  label: string;
  min: number;
  max: number;
  step: number;
}

const settings: Setting[] = [
  { key: 'innerRadius', label: 'Inner radius (px)', min: 0, max: 100, step: 5 },
  { key: 'outerRadius', label: 'Outer radius (px)', min: 60, max: 130, step: 5 },
  { key: 'paddingAngle', label: 'Padding angle (deg)', min: 0, max: 10, step: 1 },
  { key: 'cornerRadius', label: 'Corner radius (px)', min: 0, max: 12, step: 1 },
  { key: 'startAngle', label: 'Start angle (deg)', min: -180, max: 180, step: 10 },
  { key: 'endAngle', label: 'End angle (deg)', min: -180, max: 360, step: 10 },
];

export default function CloudSpendDonutPlayground() {
  const [values, setValues] = React.useState<Record<Setting['key'], number>>({
    innerRadius: 55,
    outerRadius: 110,
    paddingAngle: 2,
    cornerRadius: 4,
    startAngle: 0,
    endAngle: 360,
  });

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' },
          columnGap: 3,
        }}
      >
        {settings.map((setting) => (
          // Room for the thumb: at the end of its track it sticks out by half its width.
          <Box key={setting.key} sx={{ px: 1 }}>
            <Typography variant="body2">
              {setting.label}: {values[setting.key]}
            </Typography>
            <Slider
              size="small"
              aria-label={setting.label}
              min={setting.min}
              max={setting.max}
              step={setting.step}
              value={values[setting.key]}
              onChange={(_event, value) =>
                setValues((previous) => ({ ...previous, [setting.key]: value as number }))
              }
            />
          </Box>
        ))}
      </Box>
      <Box sx={{ width: '100%', height: 280 }}>
        <PieChart
          series={[
            {
              data: cloudSpend,
              ...values,
              valueFormatter: (item) => usd.format(item.value),
            },
          ]}
        />
      </Box>
    </Stack>
  );
}
