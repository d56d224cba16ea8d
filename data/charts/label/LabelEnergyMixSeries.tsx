import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';
import { energyMix, energyYears } from './labelData';

const twh = (value: number | null) => (value == null ? '' : `${value} TWh`);

export default function LabelEnergyMixSeries() {
  return (
    <Box sx={{ width: '100%', aspectRatio: '16 / 9', minHeight: 280 }}>
      <LineChart
        xAxis={[{ scaleType: 'point', data: energyYears, valueFormatter: (year: number) => `${year}` }]}
        yAxis={[{ valueFormatter: (value: number) => `${value}` }]}
        series={[
          { data: energyMix.coal, label: 'Coal', valueFormatter: twh },
          { data: energyMix.gas, label: 'Natural gas', valueFormatter: twh },
          { data: energyMix.wind, label: 'Wind', valueFormatter: twh },
          { data: energyMix.solar, label: 'Solar', valueFormatter: twh },
          // No label: this series is drawn, but has no legend entry and no name in the tooltip.
          { data: energyMix.hydro, valueFormatter: twh },
        ]}
        grid={{ horizontal: true }}
      />
    </Box>
  );
}
