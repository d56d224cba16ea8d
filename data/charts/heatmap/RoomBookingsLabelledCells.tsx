import * as React from 'react';
import Box from '@mui/material/Box';
import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import { roomBookings, slots, workdays } from './heatmapData';

interface CellProps extends React.SVGProps<SVGRectElement> {
  x: number;
  y: number;
  width: number;
  height: number;
  // The heatmap passes the cell's state as `ownerState`.
  ownerState: { value: number; color: string; isHighlighted: boolean; isFaded: boolean };
}

// Draws the cell and writes its value in the middle, in a colour that reads on the cell.
function LabelledCell({ x, y, width, height, ownerState, ...other }: CellProps) {
  const { value, color, isHighlighted, isFaded } = ownerState;
  return (
    <g>
      <rect
        x={x + 1}
        y={y + 1}
        width={Math.max(0, width - 2)}
        height={Math.max(0, height - 2)}
        rx={4}
        fill={color}
        opacity={isFaded ? 0.4 : 1}
        stroke={isHighlighted ? 'currentColor' : 'none'}
        strokeWidth={2}
        {...other}
      />
      <text
        x={x + width / 2}
        y={y + height / 2}
        textAnchor="middle"
        dominantBaseline="central"
        fontSize={12}
        fontWeight={600}
        fill={value >= 7 ? '#fff' : '#1a1a1a'}
        pointerEvents="none"
      >
        {value}
      </text>
    </g>
  );
}

export default function RoomBookingsLabelledCells() {
  return (
    <Box sx={{ width: '100%', height: 300, color: 'text.primary' }}>
      <Heatmap
        xAxis={[{ data: slots, tickLabelInterval: (_value: string, index: number) => index % 2 === 0 }]}
        yAxis={[{ data: workdays, valueFormatter: (day: string) => day.slice(0, 3), width: 44 }]}
        series={[
          {
            data: roomBookings,
            highlightScope: { highlight: 'item' },
            valueFormatter: (value) => `${value[2]} of 8 rooms booked`,
          },
        ]}
        zAxis={[{ colorMap: { type: 'piecewise', thresholds: [3, 5, 7], colors: ['#c8e6c9', '#fff176', '#ff9800', '#c62828'] } }]}
        slots={{ cell: LabelledCell }}
      />
    </Box>
  );
}
