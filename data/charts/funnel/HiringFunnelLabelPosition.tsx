import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Unstable_FunnelChart as FunnelChart } from '@mui/x-charts-pro/FunnelChart';
import { hiringPipeline } from './funnelData';

type Vertical = 'top' | 'middle' | 'bottom';
type Horizontal = 'start' | 'center' | 'end';

const applied = hiringPipeline[0].value;

export default function HiringFunnelLabelPosition() {
  const [vertical, setVertical] = React.useState<Vertical>('middle');
  const [horizontal, setHorizontal] = React.useState<Horizontal>('center');
  const [offset, setOffset] = React.useState(0);

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label="position.vertical"
          value={vertical}
          onChange={(event) => setVertical(event.target.value as Vertical)}
          slotProps={{ select: { native: true } }}
          sx={{ minWidth: 150 }}
        >
          <option value="top">top</option>
          <option value="middle">middle</option>
          <option value="bottom">bottom</option>
        </TextField>
        <TextField
          select
          size="small"
          label="position.horizontal"
          value={horizontal}
          onChange={(event) => setHorizontal(event.target.value as Horizontal)}
          slotProps={{ select: { native: true } }}
          sx={{ minWidth: 150 }}
        >
          <option value="start">start</option>
          <option value="center">center</option>
          <option value="end">end</option>
        </TextField>
        <Box sx={{ width: 180, maxWidth: '100%' }}>
          <Typography variant="body2">offset.x: {offset} px</Typography>
          <Slider
            size="small"
            aria-label="Label offset"
            min={-40}
            max={40}
            value={offset}
            onChange={(_event, value) => setOffset(value as number)}
          />
        </Box>
      </Stack>
      <Typography variant="body2" sx={{ fontFamily: 'monospace', fontSize: 12 }}>
        {`sectionLabel: { position: { vertical: '${vertical}', horizontal: '${horizontal}' }, offset: { x: ${offset} } }`}
      </Typography>
      <Box sx={{ width: '100%', height: 340 }}>
        <FunnelChart
          hideLegend
          series={[
            {
              data: hiringPipeline,
              sectionLabel: { position: { vertical, horizontal }, offset: { x: offset } },
              // The label of a section: its count and its share of all applicants.
              valueFormatter: (item) =>
                `${item.value} (${((item.value / applied) * 100).toFixed(item.value / applied < 0.1 ? 1 : 0)}%)`,
            },
          ]}
          categoryAxis={{ categories: hiringPipeline.map((stage) => stage.label), position: 'left', size: 130 }}
        />
      </Box>
    </Stack>
  );
}
