import * as React from 'react';
import Box from '@mui/material/Box';
import { ScatterChart, type ScatterMarkerProps } from '@mui/x-charts/ScatterChart';
import { stationWinds } from './scatterData';

type Shape = 'circle' | 'square' | 'triangle';
const shapeOfSeries: Record<string, Shape> = { Harbour: 'circle', Ridge: 'square', Airport: 'triangle' };

// Draws each station with its own shape, so the series stay apart in print and for colour-blind readers.
function StationMarker(props: ScatterMarkerProps) {
  // The remaining props hold the pointer handlers the chart uses when the Voronoi cells are off.
  const { seriesId, dataIndex: _dataIndex, x, y, color, size, isFaded, isHighlighted, ...other } = props;
  const r = (isHighlighted ? 1.4 : 1) * size;
  const common = {
    fill: color,
    opacity: isFaded ? 0.3 : 1,
    transform: `translate(${x}, ${y})`,
    ...other,
  };
  switch (shapeOfSeries[seriesId]) {
    case 'square':
      return <rect x={-r} y={-r} width={2 * r} height={2 * r} {...common} />;
    case 'triangle':
      return <path d={`M0 ${-r * 1.2} L${r * 1.1} ${r * 0.8} L${-r * 1.1} ${r * 0.8} Z`} {...common} />;
    default:
      return <circle r={r} {...common} />;
  }
}

export default function WindStationShapesScatter() {
  return (
    <Box sx={{ width: '100%', aspectRatio: '16 / 9', minHeight: 260 }}>
      <ScatterChart
        slots={{ marker: StationMarker }}
        series={stationWinds.map(({ station, points }) => ({
          id: station,
          label: station,
          data: points,
          markerSize: 5,
          labelMarkType: shapeOfSeries[station] === 'circle' ? 'circle' : 'square',
          highlightScope: { highlight: 'series', fade: 'global' },
          valueFormatter: (point) => point && `wind ${point.x} m/s, gusts ${point.y} m/s`,
        }))}
        xAxis={[{ label: 'Mean wind (m/s)' }]}
        yAxis={[{ label: 'Gusts (m/s)', width: 56 }]}
      />
    </Box>
  );
}
