import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';
import {
  blueberryTwilightPalette,
  cheerfulFiestaPalette,
  rainbowSurgePalette,
  type ChartsColorPalette,
} from '@mui/x-charts/colorPalettes';
import { browserShare } from './pieData';

type Choice = 'default' | 'blueberry' | 'fiesta' | 'brand';

// Brand colours set on the items themselves: an item's `color` wins over the palette.
const brandColors: Record<string, string> = {
  chrome: '#4285f4',
  safari: '#1fa5e0',
  edge: '#0c8a7e',
  firefox: '#ff7139',
  samsung: '#7b5cd6',
  opera: '#e0303a',
  other: '#8d99a6',
};

const palettes: Record<Exclude<Choice, 'brand'>, ChartsColorPalette> = {
  default: rainbowSurgePalette,
  blueberry: blueberryTwilightPalette,
  fiesta: cheerfulFiestaPalette,
};

export default function BrowserSharePalettePie() {
  const [choice, setChoice] = React.useState<Choice>('default');

  const data =
    choice === 'brand'
      ? browserShare.map((item) => ({ ...item, color: brandColors[item.id] }))
      : browserShare;

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={choice}
        onChange={(_event, next: Choice | null) => next && setChoice(next)}
        aria-label="Slice colours"
        sx={{ flexWrap: 'wrap' }}
      >
        <ToggleButton value="default">rainbowSurge</ToggleButton>
        <ToggleButton value="blueberry">blueberryTwilight</ToggleButton>
        <ToggleButton value="fiesta">cheerfulFiesta</ToggleButton>
        <ToggleButton value="brand">Per-item color</ToggleButton>
      </ToggleButtonGroup>
      <Typography variant="body2" sx={{ fontFamily: 'monospace', minHeight: 40 }}>
        {choice === 'brand'
          ? "data: [{ label: 'Chrome', value: 65.4, color: '#4285f4' }, …]"
          : `colors={${choice === 'default' ? 'rainbowSurgePalette' : choice === 'blueberry' ? 'blueberryTwilightPalette' : 'cheerfulFiestaPalette'}}`}
      </Typography>
      <Box sx={{ width: '100%', height: 300 }}>
        <PieChart
          colors={choice === 'brand' ? undefined : palettes[choice]}
          series={[{ data, valueFormatter: (item) => `${item.value}%` }]}
        />
      </Box>
    </Stack>
  );
}
