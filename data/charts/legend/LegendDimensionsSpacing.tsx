import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import { legendClasses } from '@mui/x-charts/ChartsLegend';

// Weekly sign-ups of a newsletter by acquisition channel.
const weeks = ['W1', 'W2', 'W3', 'W4', 'W5', 'W6', 'W7', 'W8'];
const channels = [
  { label: 'Organic search', data: [210, 232, 241, 259, 270, 284, 301, 318] },
  { label: 'Social', data: [95, 142, 128, 117, 160, 151, 139, 172] },
  { label: 'Referral', data: [44, 51, 49, 63, 58, 71, 80, 77] },
];

const controls = [
  { key: 'itemGap', text: 'Gap between items', min: 0, max: 40 },
  { key: 'markGap', text: 'Gap between mark and label', min: 0, max: 24 },
  { key: 'markSize', text: 'Mark size', min: 6, max: 24 },
] as const;

type Sizes = Record<(typeof controls)[number]['key'], number>;

export default function LegendDimensionsSpacing() {
  const [sizes, setSizes] = React.useState<Sizes>({ itemGap: 16, markGap: 6, markSize: 12 });

  const legendSx = {
    gap: `${sizes.itemGap}px`,
    [`& .${legendClasses.series}`]: { gap: `${sizes.markGap}px` },
    [`& .${legendClasses.mark}`]: { width: sizes.markSize, height: sizes.markSize },
  };

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 3 }}>
        {controls.map((control) => (
          <Box key={control.key} sx={{ flex: '1 1 160px', px: 1 }}>
            <Typography variant="body2" id={`legend-${control.key}`}>
              {control.text}: {sizes[control.key]}px
            </Typography>
            <Slider
              aria-labelledby={`legend-${control.key}`}
              value={sizes[control.key]}
              onChange={(_event, value) => setSizes((previous) => ({ ...previous, [control.key]: value as number }))}
              min={control.min}
              max={control.max}
              size="small"
            />
          </Box>
        ))}
      </Stack>
      <Box sx={{ width: '100%', height: 300 }}>
        <LineChart
          xAxis={[{ scaleType: 'point', data: weeks }]}
          series={channels}
          slotProps={{ legend: { sx: legendSx } }}
        />
      </Box>
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{ fontFamily: 'monospace', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
      >
        {`slotProps.legend.sx = {
  gap: '${sizes.itemGap}px',
  '& .${legendClasses.series}': { gap: '${sizes.markGap}px' },
  '& .${legendClasses.mark}': { width: ${sizes.markSize}, height: ${sizes.markSize} },
}`}
      </Typography>
    </Stack>
  );
}
