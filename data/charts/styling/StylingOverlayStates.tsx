import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import { months, productLines } from './stylingData';

type State = 'loaded' | 'loading' | 'empty';

export default function StylingOverlayStates() {
  const labelId = React.useId();
  const [state, setState] = React.useState<State>('loading');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography id={labelId} component="span" variant="body2">
          Data
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={state}
          onChange={(_, next: State | null) => next && setState(next)}
          aria-labelledby={labelId}
        >
          <ToggleButton value="loading">loading</ToggleButton>
          <ToggleButton value="empty">empty</ToggleButton>
          <ToggleButton value="loaded">loaded</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <Box sx={{ width: '100%', aspectRatio: '16 / 9', minHeight: 260 }}>
        <LineChart
          loading={state === 'loading'}
          // The axes keep their range while there is nothing to draw.
          xAxis={[{ scaleType: 'point', data: months }]}
          yAxis={[{ min: 0, max: 35, valueFormatter: (value: number) => `${value}k` }]}
          series={[
            {
              data: state === 'loaded' ? productLines[0].data : [],
              label: 'Sourdough',
            },
          ]}
          slotProps={{
            noDataOverlay: { message: 'No sales recorded for this shop yet' },
            loadingOverlay: { message: 'Fetching the sales report…' },
          }}
        />
      </Box>
    </Stack>
  );
}
