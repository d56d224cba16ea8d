import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { BarChart, barElementClasses } from '@mui/x-charts/BarChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
const onlineOrders = [420, 465, 510, 498, 560, 612];
const storeOrders = [310, 295, 330, 352, 341, 368];

export default function ChartsV8AxisAndLegend() {
  const [axisOnRight, setAxisOnRight] = React.useState(true);
  const [hideLegend, setHideLegend] = React.useState(false);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', columnGap: 2 }}>
        <FormControlLabel
          control={
            <Switch checked={axisOnRight} onChange={(event) => setAxisOnRight(event.target.checked)} />
          }
          label="y-axis position: right"
        />
        <FormControlLabel
          control={
            <Switch checked={hideLegend} onChange={(event) => setHideLegend(event.target.checked)} />
          }
          label="hideLegend"
        />
      </Stack>
      <Box sx={{ width: '100%', height: 330 }}>
        <BarChart
          height={290}
          xAxis={[{ scaleType: 'band', data: months, tickLabelStyle: { fontSize: 12 } }]}
          yAxis={[
            {
              label: 'Orders',
              position: axisOnRight ? 'right' : 'left',
              width: 60,
              tickLabelStyle: { fontSize: 12 },
            },
          ]}
          series={[
            { data: onlineOrders, label: 'Online', stack: 'orders' },
            { data: storeOrders, label: 'In store', stack: 'orders' },
          ]}
          hideLegend={hideLegend}
          sx={(theme) => ({
            // v8: style bars from the chart, not from the MuiBarElement theme entry.
            [`& .${barElementClasses.root}`]: {
              stroke: theme.palette.background.paper,
              strokeWidth: 1,
            },
          })}
          slotProps={{
            legend: { direction: 'horizontal', position: { vertical: 'top', horizontal: 'start' } },
            tooltip: { trigger: 'axis' },
          }}
        />
      </Box>
    </Stack>
  );
}
