import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsAxis } from '@mui/x-charts/ChartsAxis';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';

// Marketing spend of a small team against a yearly budget of 120,000 EUR.
const BUDGET = 120_000;
const quarterMonths = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const spend = [6_200, 8_900, 12_400, 9_800, 7_100, 11_600, 4_300, 3_900, 10_200, 13_800, 15_100, 9_400];
const usedPercent = spend.map((_, index) =>
  Math.round((spend.slice(0, index + 1).reduce((sum, value) => sum + value, 0) / BUDGET) * 100),
);

export default function AxisCompositionBudget() {
  const [allAtOnce, setAllAtOnce] = React.useState(false);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={allAtOnce} onChange={(event) => setAllAtOnce(event.target.checked)} />}
        label="Render every axis with <ChartsAxis />"
      />
      <Box sx={{ width: '100%', height: 320 }}>
        <ChartContainer
          xAxis={[{ id: 'months', scaleType: 'band', data: quarterMonths }]}
          yAxis={[
            {
              id: 'spend',
              position: 'left',
              // The container reserves room for a label only when it is in the configuration.
              label: 'Spend',
              valueFormatter: (value: number) => `€${value / 1000}k`,
            },
            {
              id: 'used',
              position: 'right',
              label: 'Budget used',
              min: 0,
              max: 100,
              valueFormatter: (value: number) => `${value}%`,
            },
          ]}
          series={[
            { type: 'bar', data: spend, label: 'Monthly spend', yAxisId: 'spend' },
            { type: 'line', data: usedPercent, label: 'Budget used', yAxisId: 'used', color: '#ef6c00' },
          ]}
        >
          <ChartsGrid horizontal />
          <BarPlot />
          <LinePlot />
          <MarkPlot />
          {allAtOnce ? (
            <ChartsAxis />
          ) : (
            <React.Fragment>
              <ChartsXAxis axisId="months" disableTicks />
              <ChartsYAxis axisId="spend" tickLabelStyle={{ fontWeight: 600 }} />
              <ChartsYAxis axisId="used" disableLine disableTicks />
            </React.Fragment>
          )}
          <ChartsAxisHighlight x="band" />
          <ChartsTooltip />
        </ChartContainer>
      </Box>
    </Stack>
  );
}
