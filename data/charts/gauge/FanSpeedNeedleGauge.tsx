import * as React from 'react';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { Gauge, useGaugeState } from '@mui/x-charts/Gauge';

// A needle from the centre to the value, drawn as a child of the default Gauge.
function Needle() {
  const theme = useTheme();
  const { value, valueAngle, outerRadius, innerRadius, cx, cy } = useGaugeState();
  if (valueAngle === null) {
    return null;
  }
  const length = (outerRadius + innerRadius) / 2;
  // Angles are in radians, measured clockwise from 12 o'clock.
  const tip = {
    x: cx + length * Math.sin(valueAngle),
    y: cy - length * Math.cos(valueAngle),
  };
  const color = (theme.vars || theme).palette.text.primary;
  return (
    <g>
      <circle cx={cx} cy={cy} r={6} fill={color} />
      <path d={`M ${cx} ${cy} L ${tip.x} ${tip.y}`} stroke={color} strokeWidth={3} strokeLinecap="round" />
      <text x={cx} y={cy + 30} textAnchor="middle" fill={color} fontSize={18} fontWeight={600}>
        {`${value} rpm`}
      </text>
    </g>
  );
}

export default function FanSpeedNeedleGauge() {
  return (
    <Box sx={{ width: '100%', maxWidth: 300, height: 190 }}>
      <Gauge
        value={2150}
        valueMax={3000}
        startAngle={-100}
        endAngle={100}
        innerRadius="70%"
        cy="62%"
        // The needle covers the centre, so the reading moves below it: see `Needle`.
        text={() => null}
        aria-label="Case fan speed"
      >
        <Needle />
      </Gauge>
    </Box>
  );
}
