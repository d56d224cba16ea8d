import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';
import type { AxisValueFormatterContext } from '@mui/x-charts/models';
import { dollars, months, shopRevenue } from './tooltipData';

const fullMonths = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
];

const totals = months.map((_, index) =>
  shopRevenue.reduce((sum, shop) => sum + shop.data[index], 0),
);

export default function TooltipFormattingCoffeeShops() {
  return (
    <Box sx={{ width: '100%', aspectRatio: '16 / 9', minHeight: 280 }}>
      <LineChart
        xAxis={[
          {
            scaleType: 'point',
            data: months,
            // Short names on ticks, the full month and year as the tooltip title.
            valueFormatter: (month: string, context: AxisValueFormatterContext) =>
              context.location === 'tooltip'
                ? `${fullMonths[months.indexOf(month)]} 2024`
                : month,
          },
        ]}
        yAxis={[{ valueFormatter: (value: number) => `$${value / 1000}k` }]}
        series={[
          ...shopRevenue.map((shop) => ({
            id: shop.id,
            label: shop.label,
            data: shop.data,
            // The share of the month's total, after the amount.
            valueFormatter: (value: number | null, { dataIndex }: { dataIndex: number }) =>
              value == null
                ? ''
                : `${dollars(value)} (${Math.round((value / totals[dataIndex]) * 100)}%)`,
          })),
          {
            id: 'target',
            label: 'Monthly target per shop',
            data: months.map(() => 45_000),
            showMark: false,
            // null hides this series from the tooltip; it stays on the chart and in the legend.
            valueFormatter: () => null,
          },
        ]}
      />
    </Box>
  );
}
