import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { energyMix, energyYears } from './labelData';

const twh = (value: number | null) => (value == null ? '' : `${value} TWh`);

const fossil = energyYears.map((_, index) => energyMix.coal[index] + energyMix.gas[index]);
const renewable = energyYears.map(
  (_, index) => energyMix.wind[index] + energyMix.solar[index] + energyMix.hydro[index],
);

export default function LabelLocationEnergyBars() {
  return (
    <Box sx={{ width: '100%', aspectRatio: '16 / 9', minHeight: 280 }}>
      <BarChart
        xAxis={[{ data: energyYears, valueFormatter: (year: number) => `${year}` }]}
        series={[
          {
            data: fossil,
            valueFormatter: twh,
            // Short in the legend, explicit in the tooltip.
            label: (location) => (location === 'legend' ? 'Fossil' : 'Fossil (coal and gas)'),
          },
          {
            data: renewable,
            valueFormatter: twh,
            label: (location) =>
              location === 'legend' ? 'Renewable' : 'Renewable (wind, solar, hydro)',
          },
        ]}
        grid={{ horizontal: true }}
      />
    </Box>
  );
}
