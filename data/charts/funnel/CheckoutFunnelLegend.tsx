import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { Unstable_FunnelChart as FunnelChart } from '@mui/x-charts-pro/FunnelChart';
import { checkoutFunnel } from './funnelData';

type Placement = 'top' | 'bottom' | 'end';

export default function CheckoutFunnelLegend() {
  const [hideLegend, setHideLegend] = React.useState(false);
  const [placement, setPlacement] = React.useState<Placement>('end');

  const legend =
    placement === 'end'
      ? { direction: 'vertical' as const, position: { vertical: 'middle' as const, horizontal: 'end' as const } }
      : { direction: 'horizontal' as const, position: { vertical: placement, horizontal: 'center' as const } };

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <FormControlLabel
          control={<Switch checked={hideLegend} onChange={(event) => setHideLegend(event.target.checked)} />}
          label="hideLegend"
        />
        <TextField
          select
          size="small"
          label="Legend position"
          value={placement}
          disabled={hideLegend}
          onChange={(event) => setPlacement(event.target.value as Placement)}
          slotProps={{ select: { native: true } }}
          sx={{ minWidth: 160 }}
        >
          <option value="top">top, horizontal</option>
          <option value="bottom">bottom, horizontal</option>
          <option value="end">end, vertical</option>
        </TextField>
      </Stack>
      <Box sx={{ width: '100%', height: 340 }}>
        <FunnelChart
          hideLegend={hideLegend}
          slotProps={{ legend }}
          series={[
            {
              data: checkoutFunnel,
              valueFormatter: (item) => item.value.toLocaleString('en-US'),
            },
          ]}
        />
      </Box>
    </Stack>
  );
}
