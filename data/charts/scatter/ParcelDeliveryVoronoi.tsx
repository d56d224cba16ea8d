import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { parcelDeliveries } from './scatterData';

export default function ParcelDeliveryVoronoi() {
  const [disableVoronoi, setDisableVoronoi] = React.useState(false);
  const [maxRadius, setMaxRadius] = React.useState(30);
  const [unlimited, setUnlimited] = React.useState(false);

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <FormControlLabel
          control={
            <Switch
              checked={disableVoronoi}
              onChange={(event) => setDisableVoronoi(event.target.checked)}
            />
          }
          label="disableVoronoi"
        />
        <FormControlLabel
          control={
            <Switch
              checked={unlimited}
              disabled={disableVoronoi}
              onChange={(event) => setUnlimited(event.target.checked)}
            />
          }
          label="No radius limit"
        />
        <Box sx={{ width: 220, maxWidth: '100%' }}>
          <Typography variant="body2" color={disableVoronoi || unlimited ? 'text.disabled' : undefined}>
            voronoiMaxRadius: {unlimited ? 'undefined' : `${maxRadius} px`}
          </Typography>
          <Slider
            size="small"
            aria-label="Voronoi maximum radius"
            min={5}
            max={100}
            disabled={disableVoronoi || unlimited}
            value={maxRadius}
            onChange={(_event, value) => setMaxRadius(value as number)}
          />
        </Box>
      </Stack>
      <Box sx={{ width: '100%', aspectRatio: '16 / 9', minHeight: 260 }}>
        <ScatterChart
          disableVoronoi={disableVoronoi}
          voronoiMaxRadius={unlimited ? undefined : maxRadius}
          series={[
            {
              label: 'Parcel',
              data: parcelDeliveries,
              highlightScope: { highlight: 'item', fade: 'global' },
              valueFormatter: (point) => point && `${point.x} km in ${point.y} h`,
            },
          ]}
          xAxis={[{ label: 'Distance (km)' }]}
          yAxis={[{ label: 'Delivery time (h)', width: 56 }]}
          hideLegend
        />
      </Box>
    </Stack>
  );
}
