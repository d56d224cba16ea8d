import * as React from 'react';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { LineChart, type MarkElementProps } from '@mui/x-charts/LineChart';
import { months, ratings } from './lineGalleryData';

const best = Math.max(...ratings);

// A custom mark: a diamond for each month, larger and filled for the best-rated month.
function RatingMark(props: MarkElementProps) {
  const theme = useTheme();
  const { x, y, color, dataIndex, isHighlighted, onClick } = props;
  const top = ratings[dataIndex] === best;
  const size = top || isHighlighted ? 7 : 5;
  return (
    <path
      d={`M ${x} ${Number(y) - size} L ${Number(x) + size} ${y} L ${x} ${Number(y) + size} L ${Number(x) - size} ${y} Z`}
      fill={top ? color : theme.palette.background.paper}
      stroke={color}
      strokeWidth={2}
      onClick={onClick}
      style={{ cursor: onClick ? 'pointer' : undefined }}
    />
  );
}

export default function CustomMarksRatings() {
  return (
    <Box sx={{ width: '100%', aspectRatio: '16 / 9', minHeight: 260 }}>
      <LineChart
        xAxis={[{ data: months, scaleType: 'point' }]}
        yAxis={[{ min: 3.5, max: 5, width: 40 }]}
        series={[
          {
            label: 'Average rating',
            data: ratings,
            valueFormatter: (value: number | null) => `${value} / 5`,
          },
        ]}
        slots={{ mark: RatingMark }}
        hideLegend
      />
    </Box>
  );
}
