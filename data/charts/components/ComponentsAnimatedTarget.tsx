import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { BarChart } from '@mui/x-charts/BarChart';
import { useAnimate, useDrawingArea, useYScale } from '@mui/x-charts/hooks';
import { hours, roomCo2 } from './componentsData';

interface TargetLineProps {
  value: number;
}

/** A horizontal target line that glides to its new height when the target changes. */
function AnimatedTargetLine({ value }: TargetLineProps) {
  const { left, width } = useDrawingArea();
  const yScale = useYScale<'linear'>();
  const y = yScale(value);
  const { ref, y: shownY } = useAnimate(
    { y },
    {
      createInterpolator: (from, to) => (t) => ({ y: from.y + (to.y - from.y) * t }),
      transformProps: (props) => props,
      applyProps: (element: SVGGElement, props) => {
        element.setAttribute('transform', `translate(0, ${props.y})`);
      },
    },
  );
  return (
    // `shownY` stays at the first value while frames run, so React never fights the animation.
    <g ref={ref} pointerEvents="none" transform={`translate(0, ${shownY})`}>
      <line x1={left} x2={left + width} y1={0} y2={0} stroke="#dc2626" strokeWidth={2} strokeDasharray="8 4" />
      <text x={left + width - 4} y={-6} textAnchor="end" fontSize={12} fill="#dc2626">
        Target {value} ppm
      </text>
    </g>
  );
}

const targets = [800, 1_000, 1_200];

export default function ComponentsAnimatedTarget() {
  const [target, setTarget] = React.useState(1_000);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {targets.map((value) => (
          <Button
            key={value}
            size="small"
            variant={value === target ? 'contained' : 'outlined'}
            onClick={() => setTarget(value)}
          >
            {value} ppm
          </Button>
        ))}
      </Stack>
      <Box sx={{ width: '100%', aspectRatio: '16 / 9', minHeight: 260 }}>
        <BarChart
          xAxis={[{ data: hours, valueFormatter: (hour: string) => `${hour}:00` }]}
          yAxis={[{ min: 0, max: 1_600 }]}
          series={[{ data: roomCo2, label: 'CO₂ (ppm)', color: '#64748b' }]}
        >
          <AnimatedTargetLine value={target} />
        </BarChart>
      </Box>
    </Stack>
  );
}
