import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Gauge } from '@mui/x-charts/Gauge';

interface Setting {
  key: 'startAngle' | 'endAngle' | 'innerRadius' | 'outerRadius' | 'cornerRadius';
  label: string;
  min: number;
  max: number;
  unit: string;
}

const settings: Setting[] = [
  { key: 'startAngle', label: 'startAngle', min: -180, max: 180, unit: '°' },
  { key: 'endAngle', label: 'endAngle', min: -180, max: 360, unit: '°' },
  { key: 'innerRadius', label: 'innerRadius', min: 0, max: 100, unit: '%' },
  { key: 'outerRadius', label: 'outerRadius', min: 40, max: 100, unit: '%' },
  { key: 'cornerRadius', label: 'cornerRadius', min: 0, max: 50, unit: '%' },
];

export default function StorageGaugeArcPlayground() {
  const [values, setValues] = React.useState<Record<Setting['key'], number>>({
    startAngle: -120,
    endAngle: 120,
    innerRadius: 75,
    outerRadius: 100,
    cornerRadius: 50,
  });

  const props = {
    startAngle: values.startAngle,
    endAngle: values.endAngle,
    innerRadius: `${values.innerRadius}%`,
    outerRadius: `${values.outerRadius}%`,
    cornerRadius: `${values.cornerRadius}%`,
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ width: '100%' }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        {settings.map((setting) => (
          // Room for the thumb: at the end of its track it sticks out by half its width.
          <Box key={setting.key} sx={{ px: 1 }}>
            <Typography variant="body2">
              {setting.label}: {values[setting.key]}
              {setting.unit}
            </Typography>
            <Slider
              size="small"
              aria-label={setting.label}
              min={setting.min}
              max={setting.max}
              value={values[setting.key]}
              onChange={(_event, value) =>
                setValues((previous) => ({ ...previous, [setting.key]: value as number }))
              }
            />
          </Box>
        ))}
      </Box>
      <Stack spacing={1} sx={{ flex: 1, minWidth: 0, alignItems: 'center' }}>
        <Box sx={{ width: '100%', maxWidth: 260, aspectRatio: '1' }}>
          <Gauge
            value={173}
            valueMax={256}
            {...props}
            text={({ value, valueMax }) => `${value} / ${valueMax} GB`}
            aria-label="Storage used"
          />
        </Box>
        <Typography
          variant="body2"
          sx={{ fontFamily: 'monospace', fontSize: 12, whiteSpace: 'pre', alignSelf: 'stretch' }}
        >
          {Object.entries(props)
            .map(([key, value]) => `${key}={${JSON.stringify(value)}}`)
            .join('\n')}
        </Typography>
      </Stack>
    </Stack>
  );
}
