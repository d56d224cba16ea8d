import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';
import { useDrawingArea, useYScale } from '@mui/x-charts/hooks';
import { hours, roomTemperature } from './componentsData';

/** A shaded band between two temperatures, across the whole drawing area. */
function ComfortBand({ from, to }: { from: number; to: number }) {
  const { left, width } = useDrawingArea();
  const yScale = useYScale<'linear'>();
  const top = yScale(to);
  const bottom = yScale(from);
  return (
    <g pointerEvents="none">
      <rect x={left} y={top} width={width} height={bottom - top} fill="#22c55e" fillOpacity={0.12} />
      <text x={left + 8} y={top + 16} fontSize={12} fill="currentColor" opacity={0.8}>
        Comfort zone {from}–{to} °C
      </text>
    </g>
  );
}

/** A frame around the drawing area, with its size printed in the corner. */
function DrawingAreaFrame() {
  const { left, top, width, height } = useDrawingArea();
  return (
    <g pointerEvents="none">
      <rect x={left} y={top} width={width} height={height} fill="none" stroke="currentColor" strokeOpacity={0.4} strokeDasharray="4 4" />
      <text x={left + width - 6} y={top + height - 8} fontSize={11} textAnchor="end" fill="currentColor" opacity={0.7}>
        drawing area {Math.round(width)} × {Math.round(height)} px at ({Math.round(left)}, {Math.round(top)})
      </text>
    </g>
  );
}

export default function ComponentsComfortBand() {
  return (
    <Box sx={{ width: '100%', aspectRatio: '16 / 9', minHeight: 280, color: 'text.primary' }}>
      <LineChart
        xAxis={[{ scaleType: 'point', data: hours, valueFormatter: (hour: string) => `${hour}:00` }]}
        yAxis={[{ min: 16, max: 28, valueFormatter: (value: number) => `${value}°` }]}
        series={[
          {
            data: roomTemperature,
            label: 'Meeting room temperature',
            valueFormatter: (value) => (value == null ? '' : `${value} °C`),
          },
        ]}
      >
        <ComfortBand from={20} to={24} />
        <DrawingAreaFrame />
      </LineChart>
    </Box>
  );
}
