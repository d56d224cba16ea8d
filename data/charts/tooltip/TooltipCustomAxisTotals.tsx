import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import {
  ChartsTooltipContainer,
  useAxesTooltip,
  type ChartsTooltipProps,
} from '@mui/x-charts/ChartsTooltip';
import { dollars, months, shopRevenue } from './tooltipData';

/** The month, one row per shop, and the total of the month at the bottom. */
function MonthTotalsContent() {
  // useAxesTooltip() lists every hovered axis; this chart has one x-axis.
  // (In 8.8.0, useAxisTooltip() without `multipleAxes` always returns null.)
  const tooltip = useAxesTooltip()?.[0];
  if (!tooltip) {
    return null;
  }
  const total = tooltip.seriesItems.reduce(
    (sum, item) => sum + (typeof item.value === 'number' ? item.value : 0),
    0,
  );
  return (
    <Paper elevation={4} sx={{ p: 1.5, minWidth: 200 }}>
      <Typography variant="subtitle2" component="p">
        {tooltip.axisFormattedValue} 2024
      </Typography>
      {tooltip.seriesItems.map((item) => (
        <Box
          key={item.seriesId}
          sx={{ display: 'flex', alignItems: 'center', gap: 1, typography: 'body2', mt: 0.5 }}
        >
          <Box sx={{ width: 10, height: 10, borderRadius: '2px', bgcolor: item.color }} />
          <Box component="span" sx={{ flex: 1 }}>
            {item.formattedLabel}
          </Box>
          <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {item.formattedValue}
          </Box>
        </Box>
      ))}
      <Divider sx={{ my: 1 }} />
      <Box sx={{ display: 'flex', typography: 'body2', fontWeight: 600 }}>
        <Box component="span" sx={{ flex: 1 }}>
          All shops
        </Box>
        <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {dollars(total)}
        </Box>
      </Box>
    </Paper>
  );
}

function MonthTotalsTooltip(props: ChartsTooltipProps) {
  return (
    <ChartsTooltipContainer {...props} trigger="axis">
      <MonthTotalsContent />
    </ChartsTooltipContainer>
  );
}

export default function TooltipCustomAxisTotals() {
  return (
    <Box sx={{ width: '100%', aspectRatio: '16 / 9', minHeight: 280 }}>
      <BarChart
        xAxis={[{ data: months }]}
        yAxis={[{ valueFormatter: (value: number) => `$${value / 1000}k` }]}
        series={shopRevenue.map((shop) => ({ ...shop, stack: 'revenue', valueFormatter: dollars }))}
        slots={{ tooltip: MonthTotalsTooltip }}
      />
    </Box>
  );
}
