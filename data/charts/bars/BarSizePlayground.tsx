import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Slider from '@mui/material/Slider';
import Switch from '@mui/material/Switch';
import FormControlLabel from '@mui/material/FormControlLabel';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { formatThousands, quarters, quarterlyRevenue } from './barsRevenueData';

type Layout = 'vertical' | 'horizontal';

const series = [
  { label: 'North America', data: quarterlyRevenue.northAmerica, valueFormatter: formatThousands },
  { label: 'Europe', data: quarterlyRevenue.europe, valueFormatter: formatThousands },
  { label: 'Asia Pacific', data: quarterlyRevenue.asiaPacific, valueFormatter: formatThousands },
];

function LabelledSlider(props: {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  onChange: (value: number) => void;
}) {
  const { label, value, min, max, step, onChange } = props;
  const id = React.useId();
  return (
    <Box sx={{ width: 180, px: 1 }}>
      <Typography id={id} variant="body2">
        {label}: {value}
      </Typography>
      <Slider
        size="small"
        // The native range input already carries min and max: no duplicate ARIA attributes.
        aria-labelledby={id}
        value={value}
        min={min}
        max={max}
        step={step}
        onChange={(_, next) => onChange(next as number)}
      />
    </Box>
  );
}

export default function BarSizePlayground() {
  const [layout, setLayout] = React.useState<Layout>('vertical');
  const [categoryGapRatio, setCategoryGapRatio] = React.useState(0.2);
  const [barGapRatio, setBarGapRatio] = React.useState(0.1);
  const [borderRadius, setBorderRadius] = React.useState(0);
  const [reverse, setReverse] = React.useState(false);
  const [grid, setGrid] = React.useState(true);

  const bandAxis = {
    scaleType: 'band' as const,
    data: quarters,
    categoryGapRatio,
    barGapRatio,
  };
  const valueAxis = {
    reverse,
    valueFormatter: (value: number) => formatThousands(value),
    width: 60,
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={layout}
          aria-label="Layout"
          onChange={(_, next: Layout | null) => next && setLayout(next)}
        >
          <ToggleButton value="vertical">Vertical</ToggleButton>
          <ToggleButton value="horizontal">Horizontal</ToggleButton>
        </ToggleButtonGroup>
        <LabelledSlider
          label="categoryGapRatio"
          value={categoryGapRatio}
          min={0}
          max={0.8}
          step={0.05}
          onChange={setCategoryGapRatio}
        />
        <LabelledSlider
          label="barGapRatio"
          value={barGapRatio}
          min={0}
          max={0.8}
          step={0.05}
          onChange={setBarGapRatio}
        />
        <LabelledSlider
          label="borderRadius"
          value={borderRadius}
          min={0}
          max={16}
          step={1}
          onChange={setBorderRadius}
        />
        <FormControlLabel
          control={<Switch checked={reverse} onChange={(event) => setReverse(event.target.checked)} />}
          label="Reverse value axis"
        />
        <FormControlLabel
          control={<Switch checked={grid} onChange={(event) => setGrid(event.target.checked)} />}
          label="Grid"
        />
      </Stack>
      <Box sx={{ width: '100%', aspectRatio: '16 / 9', minHeight: 280 }}>
        <BarChart
          layout={layout}
          xAxis={[layout === 'vertical' ? bandAxis : valueAxis]}
          yAxis={[layout === 'vertical' ? valueAxis : { ...bandAxis, width: 40 }]}
          series={series}
          borderRadius={borderRadius}
          grid={layout === 'vertical' ? { horizontal: grid } : { vertical: grid }}
        />
      </Box>
    </Stack>
  );
}
