import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { ChartDataProvider } from '@mui/x-charts/ChartDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { useDrawingArea, useLineSeries, useXAxis } from '@mui/x-charts/hooks';
import { hours, roomCo2, roomTemperature } from './componentsData';

/** An HTML table built from the series the provider computed. */
function SeriesTable() {
  const series = useLineSeries();
  const xAxis = useXAxis();
  const { width, height } = useDrawingArea();
  const labels = (xAxis.data ?? []) as string[];
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Box
        component="table"
        sx={{
          borderCollapse: 'collapse',
          typography: 'body2',
          '& th, & td': { px: 1, py: 0.5, borderBottom: 1, borderColor: 'divider', textAlign: 'start' },
        }}
      >
        <caption style={{ captionSide: 'bottom', textAlign: 'start', paddingTop: 4 }}>
          Drawing area: {Math.round(width)} × {Math.round(height)} px
        </caption>
        <thead>
          <tr>
            <th scope="col">Series</th>
            <th scope="col">Min</th>
            <th scope="col">Max</th>
            <th scope="col">Peak at</th>
          </tr>
        </thead>
        <tbody>
          {series.map((item) => {
            const values = item.data.map((value) => value ?? Number.NaN);
            const max = Math.max(...values);
            return (
              <tr key={item.id}>
                <th scope="row">
                  <Box component="span" sx={{ display: 'inline-block', width: 10, height: 10, mr: 1, borderRadius: '50%', bgcolor: item.color }} />
                  {typeof item.label === 'string' ? item.label : item.id}
                </th>
                <td>{Math.min(...values)}</td>
                <td>{max}</td>
                <td>{labels[values.indexOf(max)]}:00</td>
              </tr>
            );
          })}
        </tbody>
      </Box>
    </Box>
  );
}

export default function ComponentsHtmlReadout() {
  return (
    <ChartDataProvider
      xAxis={[{ id: 'hour', scaleType: 'point', data: hours }]}
      yAxis={[
        { id: 'temperature', position: 'left', valueFormatter: (value: number) => `${value}°` },
        { id: 'co2', position: 'right' },
      ]}
      series={[
        { type: 'line', id: 'temperature', label: 'Temperature (°C)', data: roomTemperature, yAxisId: 'temperature' },
        { type: 'line', id: 'co2', label: 'CO₂ (ppm)', data: roomCo2, yAxisId: 'co2' },
      ]}
    >
      <Stack spacing={1.5} sx={{ width: '100%' }}>
        <Box sx={{ width: '100%', aspectRatio: '16 / 7', minHeight: 220 }}>
          <ChartsSurface>
            <LinePlot />
            <MarkPlot />
            <ChartsXAxis />
            <ChartsYAxis axisId="temperature" />
            <ChartsYAxis axisId="co2" />
          </ChartsSurface>
        </Box>
        <SeriesTable />
      </Stack>
    </ChartDataProvider>
  );
}
