import * as React from 'react';
import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import {
  GaugeContainer,
  GaugeReferenceArc,
  GaugeValueArc,
  useGaugeState,
} from '@mui/x-charts/Gauge';

const TickLabel = styled('text')(({ theme }) => ({
  fill: (theme.vars || theme).palette.text.secondary,
  fontSize: 11,
  textAnchor: 'middle',
  dominantBaseline: 'central',
}));

const Reading = styled('text')(({ theme }) => ({
  fill: (theme.vars || theme).palette.text.primary,
  fontSize: 24,
  fontWeight: 700,
  textAnchor: 'middle',
}));

// Labels at 0, 25, 50, 75 and 100 %, placed just outside the arc.
function Ticks() {
  const { startAngle, endAngle, outerRadius, cx, cy, valueMin, valueMax } = useGaugeState();
  const ticks = [0, 25, 50, 75, 100];
  return (
    <g>
      {ticks.map((tick) => {
        const ratio = (tick - valueMin) / (valueMax - valueMin);
        const angle = startAngle + ratio * (endAngle - startAngle);
        const radius = outerRadius + 12;
        return (
          <TickLabel key={tick} x={cx + radius * Math.sin(angle)} y={cy - radius * Math.cos(angle)}>
            {tick}
          </TickLabel>
        );
      })}
    </g>
  );
}

function ReadingText() {
  const { value, cx, cy } = useGaugeState();
  return (
    <Reading x={cx} y={cy - 4}>
      {value === null ? '–' : `${value}%`}
    </Reading>
  );
}

export default function HumidityContainerGauge() {
  return (
    <Box sx={{ width: '100%', maxWidth: 300, height: 190 }}>
      <GaugeContainer
        value={47}
        startAngle={-90}
        endAngle={90}
        innerRadius="78%"
        cy="75%"
        margin={{ top: 24, left: 28, right: 28, bottom: 8 }}
        aria-label="Relative humidity in the archive room"
      >
        <GaugeReferenceArc />
        <GaugeValueArc />
        <Ticks />
        <ReadingText />
      </GaugeContainer>
    </Box>
  );
}
