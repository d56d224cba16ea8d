import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import { PiecewiseColorLegend } from '@mui/x-charts/ChartsLegend';
import { errorRates, services, weekdays } from './heatmapData';

type Mapping = 'continuous' | 'piecewise' | 'ordinal';
type ColorMap = NonNullable<React.ComponentProps<typeof Heatmap>['zAxis']>[number]['colorMap'];

const zAxes: Record<Mapping, { config: ColorMap; code: string }> = {
  continuous: {
    config: { type: 'continuous', min: 0, max: 20, color: ['#fff8e1', '#c62828'] },
    code: "{ type: 'continuous', min: 0, max: 20, color: ['#fff8e1', '#c62828'] }",
  },
  piecewise: {
    config: { type: 'piecewise', thresholds: [3, 6, 10], colors: ['#2e7d32', '#9ccc65', '#ffb300', '#d32f2f'] },
    code: "{ type: 'piecewise', thresholds: [3, 6, 10], colors: [green, lime, amber, red] }",
  },
  ordinal: {
    config: {
      type: 'ordinal',
      values: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
      colors: ['#e8f5e9', '#c8e6c9', '#a5d6a7', '#81c784', '#66bb6a', '#fff59d', '#ffee58', '#ffca28', '#ffa726', '#ff7043', '#e53935'],
      unknownColor: '#b71c1c',
    },
    code: "{ type: 'ordinal', values: [0, 1, …, 10], colors: [...], unknownColor: '#b71c1c' }",
  },
};

export default function ServiceErrorsColorHeatmap() {
  const [mapping, setMapping] = React.useState<Mapping>('piecewise');
  const [showLegend, setShowLegend] = React.useState(true);

  // An ordinal map matches exact values, so the errors are rounded for it.
  const data =
    mapping === 'ordinal'
      ? errorRates.map(([x, y, value]) => [x, y, Math.round(value)] as [number, number, number])
      : errorRates;

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label="colorMap type"
          value={mapping}
          onChange={(event) => setMapping(event.target.value as Mapping)}
          slotProps={{ select: { native: true } }}
          sx={{ minWidth: 160 }}
        >
          <option value="continuous">continuous</option>
          <option value="piecewise">piecewise</option>
          <option value="ordinal">ordinal</option>
        </TextField>
        <FormControlLabel
          control={<Switch checked={showLegend} onChange={(event) => setShowLegend(event.target.checked)} />}
          label="Legend"
        />
      </Stack>
      <Typography variant="body2" sx={{ fontFamily: 'monospace', fontSize: 12, minHeight: 36, wordBreak: 'break-word' }}>
        {`colorMap: ${zAxes[mapping].code}`}
      </Typography>
      <Box sx={{ width: '100%', height: 320 }}>
        <Heatmap
          xAxis={[{ data: weekdays }]}
          yAxis={[{ data: services, width: 110 }]}
          series={[{ data, valueFormatter: (cell) => `${cell[2]} failed per 10,000 requests` }]}
          zAxis={[{ id: 'errors', colorMap: zAxes[mapping].config }]}
          // The default legend draws continuous maps only; piecewise maps need PiecewiseColorLegend,
          // and 8.8.0 has no legend for ordinal maps.
          hideLegend={!showLegend || mapping === 'ordinal'}
          slots={mapping === 'piecewise' ? { legend: PiecewiseColorLegend } : undefined}
          slotProps={{ legend: { position: { vertical: 'top', horizontal: 'center' } } }}
        />
      </Box>
    </Stack>
  );
}
