import Box from '@mui/material/Box';
import { PieChart } from '@mui/x-charts/PieChart';
import { browserShare } from './labelData';

const data = browserShare.map((browser) => ({
  id: browser.id,
  value: browser.value,
  // 'arc' is the text on the slice, 'legend' the legend entry, 'tooltip' the tooltip row.
  label: (location: 'tooltip' | 'legend' | 'arc') => {
    if (location === 'arc') {
      return browser.short;
    }
    return location === 'legend' ? browser.short : browser.name;
  },
}));

export default function LabelPieBrowserArcs() {
  return (
    <Box sx={{ width: '100%', aspectRatio: '16 / 9', minHeight: 300 }}>
      <PieChart
        series={[
          {
            data,
            arcLabel: 'label',
            // Slices under 20 degrees are too thin for their name.
            arcLabelMinAngle: 20,
            arcLabelRadius: '65%',
            innerRadius: 30,
            paddingAngle: 1,
            cornerRadius: 3,
            valueFormatter: (item) => `${item.value.toFixed(1)}% of page views`,
          },
        ]}
      />
    </Box>
  );
}
