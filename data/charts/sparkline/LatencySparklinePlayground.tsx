import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import type { CurveType } from '@mui/x-charts/models';
import { latencyByHour } from './sparklineData';

const curves: CurveType[] = ['linear', 'monotoneX', 'natural', 'catmullRom', 'step', 'stepBefore', 'stepAfter'];

export default function LatencySparklinePlayground() {
  const [plotType, setPlotType] = React.useState<'line' | 'bar'>('line');
  const [curve, setCurve] = React.useState<CurveType>('natural');
  const [area, setArea] = React.useState(true);

  const props =
    plotType === 'bar'
      ? `plotType="bar"`
      : `curve="${curve}"${area ? ' area' : ''}`;

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label="plotType"
          value={plotType}
          onChange={(event) => setPlotType(event.target.value as 'line' | 'bar')}
          slotProps={{ select: { native: true } }}
          sx={{ minWidth: 120 }}
        >
          <option value="line">line</option>
          <option value="bar">bar</option>
        </TextField>
        <TextField
          select
          size="small"
          label="curve"
          value={curve}
          disabled={plotType === 'bar'}
          onChange={(event) => setCurve(event.target.value as CurveType)}
          slotProps={{ select: { native: true } }}
          sx={{ minWidth: 150 }}
        >
          {curves.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </TextField>
        <FormControlLabel
          control={
            <Switch
              checked={area}
              disabled={plotType === 'bar'}
              onChange={(event) => setArea(event.target.checked)}
            />
          }
          label="area"
        />
      </Stack>
      <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
        {`<SparkLineChart data={latency} ${props} />`}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Box sx={{ flexShrink: 0 }}>
          <Typography variant="body2" color="text.secondary">
            Median latency, 24 h
          </Typography>
          <Typography sx={{ fontWeight: 600 }}>{latencyByHour[latencyByHour.length - 1]} ms</Typography>
        </Box>
        <Box sx={{ flex: 1, minWidth: 0, maxWidth: 360, height: 64 }}>
          <SparkLineChart data={latencyByHour} plotType={plotType} curve={curve} area={area} />
        </Box>
      </Stack>
    </Stack>
  );
}
