import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { BarChart } from '@mui/x-charts/BarChart';
import {
  blueberryTwilightPalette,
  cheerfulFiestaPalette,
  mangoFusionPalette,
  rainbowSurgePalette,
  type ChartsColorPalette,
} from '@mui/x-charts/colorPalettes';
import { months, productLines } from './stylingData';

const palettes: Record<string, ChartsColorPalette> = {
  rainbowSurge: rainbowSurgePalette,
  blueberryTwilight: blueberryTwilightPalette,
  mangoFusion: mangoFusionPalette,
  cheerfulFiesta: cheerfulFiestaPalette,
  // A palette of your own: a function receives the color scheme.
  'custom (light/dark)': (mode) =>
    mode === 'dark'
      ? ['#fbbf24', '#a78bfa', '#34d399', '#f472b6']
      : ['#b45309', '#6d28d9', '#047857', '#be185d'],
};

export default function StylingPaletteBakery() {
  const [palette, setPalette] = React.useState('rainbowSurge');
  const [brandSourdough, setBrandSourdough] = React.useState(false);

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label="colors"
          value={palette}
          onChange={(event) => setPalette(event.target.value)}
          slotProps={{ select: { native: true } }}
          sx={{ minWidth: 200 }}
        >
          {Object.keys(palettes).map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </TextField>
        <FormControlLabel
          control={
            <Switch
              checked={brandSourdough}
              onChange={(event) => setBrandSourdough(event.target.checked)}
            />
          }
          label="Sourdough in brand color"
        />
      </Stack>
      <Box sx={{ width: '100%', aspectRatio: '16 / 9', minHeight: 280 }}>
        <BarChart
          colors={palettes[palette]}
          xAxis={[{ data: months }]}
          yAxis={[{ valueFormatter: (value: number) => `${value}k` }]}
          series={productLines.map((line) => ({
            ...line,
            stack: 'loaves',
            // A series color wins over the palette. Leave the key out rather than set it to
            // undefined: an undefined color also wins, and the bars turn black.
            ...(brandSourdough && line.id === 'sourdough' ? { color: '#8d6e63' } : {}),
          }))}
        />
      </Box>
    </Stack>
  );
}
