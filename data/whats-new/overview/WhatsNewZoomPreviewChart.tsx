import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import type { ZoomData } from '@mui/x-charts-pro';
import { stockPrices } from '@docs/demo-data';

const prices = stockPrices.NBLA;
const dates = prices.map((price) => price.date);
const closes = prices.map((price) => price.close);

const shortDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

export default function WhatsNewZoomPreviewChart() {
  const [zoom, setZoom] = React.useState<ZoomData[]>([
    { axisId: 'days', start: 50, end: 100 },
  ]);
  const range = zoom[0];

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <LineChartPro
        height={320}
        zoomData={zoom}
        onZoomChange={setZoom}
        xAxis={[
          {
            id: 'days',
            data: dates,
            scaleType: 'time',
            valueFormatter: (value: Date) => shortDate.format(value),
            // New in 8.8: the slider draws a preview of the whole series.
            zoom: { slider: { enabled: true, preview: true } },
          },
        ]}
        yAxis={[{ width: 48, valueFormatter: (value: number) => `$${value}` }]}
        series={[
          {
            data: closes,
            label: 'NBLA close',
            showMark: false,
            valueFormatter: (value) => (value == null ? '' : `$${value.toFixed(2)}`),
          },
        ]}
      />
      <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
        {`zoomData: start ${range ? range.start.toFixed(0) : 0}%, end ${range ? range.end.toFixed(0) : 100}%`}
      </Typography>
    </Stack>
  );
}
