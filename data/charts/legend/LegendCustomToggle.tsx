import * as React from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import { ChartDataProvider } from '@mui/x-charts/ChartDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { planRevenue, quarters } from './legendData';

// Every plan keeps its palette color, shown or not, so colors do not jump when a plan is hidden.
const planColors: Record<string, string> = {
  starter: '#2e96ff',
  team: '#02b2af',
  business: '#b800d8',
  enterprise: '#f28e2c',
};

interface ToggleLegendProps {
  hidden: string[];
  onToggle: (id: string) => void;
}

function ToggleLegend({ hidden, onToggle }: ToggleLegendProps) {
  return (
    <Stack
      component="ul"
      direction="row"
      sx={{ flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, p: 0 }}
      aria-label="Plans"
    >
      {planRevenue.map((plan) => {
        const isHidden = hidden.includes(plan.id);
        return (
          <li key={plan.id}>
            <ButtonBase
              onClick={() => onToggle(plan.id)}
              aria-pressed={!isHidden}
              sx={{
                gap: 1,
                px: 1.25,
                py: 0.5,
                borderRadius: 4,
                border: 1,
                borderColor: 'divider',
                typography: 'body2',
                color: isHidden ? 'text.secondary' : 'text.primary',
                textDecoration: isHidden ? 'line-through' : 'none',
              }}
            >
              <Box
                component="span"
                sx={{
                  width: 12,
                  height: 12,
                  borderRadius: '50%',
                  bgcolor: isHidden ? 'action.disabled' : planColors[plan.id],
                }}
              />
              {plan.label}
            </ButtonBase>
          </li>
        );
      })}
    </Stack>
  );
}

export default function LegendCustomToggle() {
  const [hidden, setHidden] = React.useState<string[]>(['starter']);

  const toggle = (id: string) =>
    setHidden((previous) =>
      previous.includes(id) ? previous.filter((item) => item !== id) : [...previous, id],
    );

  const visibleSeries = planRevenue
    .filter((plan) => !hidden.includes(plan.id))
    .map((plan) => ({
      type: 'line' as const,
      id: plan.id,
      label: plan.label,
      data: plan.data,
      color: planColors[plan.id],
      valueFormatter: (value: number | null) => (value == null ? '' : `$${value}k`),
    }));

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <ToggleLegend hidden={hidden} onToggle={toggle} />
      <Box sx={{ width: '100%', aspectRatio: '16 / 9', minHeight: 260 }}>
        <ChartDataProvider
          series={visibleSeries}
          xAxis={[{ id: 'quarter', scaleType: 'point', data: quarters }]}
          yAxis={[{ id: 'revenue', min: 0, max: 700, valueFormatter: (value: number) => `$${value}k` }]}
        >
          <ChartsSurface>
            <ChartsGrid horizontal />
            <LinePlot />
            <MarkPlot />
            <ChartsXAxis />
            <ChartsYAxis />
          </ChartsSurface>
          <ChartsTooltip />
        </ChartDataProvider>
      </Box>
    </Stack>
  );
}
