import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Unstable_FunnelChart as FunnelChart } from '@mui/x-charts-pro/FunnelChart';
import { onboardingSteps } from './funnelData';

type Curve = 'linear' | 'linear-sharp' | 'step' | 'bump' | 'pyramid' | 'step-pyramid';
const curves: Curve[] = ['linear', 'linear-sharp', 'step', 'bump', 'pyramid', 'step-pyramid'];

export default function OnboardingFunnelCurves() {
  const [curve, setCurve] = React.useState<Curve>('bump');
  const [layout, setLayout] = React.useState<'vertical' | 'horizontal'>('vertical');
  const [variant, setVariant] = React.useState<'filled' | 'outlined'>('filled');
  const [gap, setGap] = React.useState(2);
  const [borderRadius, setBorderRadius] = React.useState(8);

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label="curve"
          value={curve}
          onChange={(event) => setCurve(event.target.value as Curve)}
          slotProps={{ select: { native: true } }}
          sx={{ minWidth: 140 }}
        >
          {curves.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="layout"
          value={layout}
          onChange={(event) => setLayout(event.target.value as 'vertical' | 'horizontal')}
          slotProps={{ select: { native: true } }}
          sx={{ minWidth: 130 }}
        >
          <option value="vertical">vertical</option>
          <option value="horizontal">horizontal</option>
        </TextField>
        <TextField
          select
          size="small"
          label="variant"
          value={variant}
          onChange={(event) => setVariant(event.target.value as 'filled' | 'outlined')}
          slotProps={{ select: { native: true } }}
          sx={{ minWidth: 130 }}
        >
          <option value="filled">filled</option>
          <option value="outlined">outlined</option>
        </TextField>
        <Box sx={{ width: 160, maxWidth: '100%' }}>
          <Typography variant="body2">gap: {gap} px</Typography>
          <Slider size="small" aria-label="Gap" min={0} max={12} value={gap} onChange={(_event, value) => setGap(value as number)} />
        </Box>
        <Box sx={{ width: 160, maxWidth: '100%' }}>
          <Typography variant="body2">borderRadius: {borderRadius} px</Typography>
          <Slider
            size="small"
            aria-label="Border radius"
            min={0}
            max={20}
            value={borderRadius}
            onChange={(_event, value) => setBorderRadius(value as number)}
          />
        </Box>
      </Stack>
      <Box sx={{ width: '100%', height: 340 }}>
        <FunnelChart
          gap={gap}
          hideLegend
          series={[
            {
              data: onboardingSteps,
              curve,
              layout,
              variant,
              borderRadius,
              valueFormatter: (item) => item.value.toLocaleString('en-US'),
            },
          ]}
        />
      </Box>
    </Stack>
  );
}
