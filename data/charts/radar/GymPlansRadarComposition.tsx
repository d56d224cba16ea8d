import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import {
  RadarDataProvider,
  RadarGrid,
  RadarMetricLabels,
  RadarSeriesArea,
  RadarSeriesMarks,
} from '@mui/x-charts/RadarChart';
import { gymAreas, gymPlans } from './radarData';

export default function GymPlansRadarComposition() {
  const [selected, setSelected] = React.useState<string | null>(null);
  const plan = gymPlans.find((item) => item.id === selected);

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Box sx={{ width: '100%', maxWidth: 520, aspectRatio: '1 / 1', mx: 'auto' }}>
        <RadarDataProvider
          highlight="series"
          radar={{ metrics: gymAreas, max: 100 }}
          series={gymPlans.map((item) => ({
            ...item,
            fillArea: true,
            valueFormatter: (v: number) => `${v}%`,
          }))}
        >
          <Stack sx={{ width: '100%', height: '100%' }}>
            <ChartsLegend />
            <Box sx={{ flex: 1, minHeight: 0 }}>
              <ChartsSurface>
                <RadarGrid divisions={4} />
                <RadarMetricLabels />
                {/* One area per series, so each click handler knows its plan. */}
                {gymPlans.map((item) => (
                  <RadarSeriesArea
                    key={item.id}
                    seriesId={item.id}
                    onClick={() => setSelected(item.id)}
                    style={{ cursor: 'pointer' }}
                  />
                ))}
                <RadarSeriesMarks />
              </ChartsSurface>
            </Box>
          </Stack>
          <ChartsTooltip trigger="item" />
        </RadarDataProvider>
      </Box>
      <Box
        sx={{
          height: 52,
          p: 1,
          borderRadius: 1,
          bgcolor: 'action.hover',
          fontFamily: 'monospace',
          fontSize: 13,
          overflow: 'auto',
        }}
      >
        {plan
          ? `Clicked: ${plan.label}, busiest area ${gymAreas[plan.data.indexOf(Math.max(...plan.data))]}`
          : 'Click a plan’s area to select it.'}
      </Box>
    </Stack>
  );
}
