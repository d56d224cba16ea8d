import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import type { HighlightItemData } from '@mui/x-charts/context';
import { classScores, subjects } from './highlightingData';

const averages = classScores.map((group) => ({
  id: group.id,
  label: group.label,
  value: Math.round(group.data.reduce((sum, score) => sum + score, 0) / group.data.length),
}));

export default function HighlightingControlledExams() {
  const [highlighted, setHighlighted] = React.useState<HighlightItemData | null>({
    seriesId: 'class-b',
  });

  // The pie has one series whose slices are the classes: translate both ways.
  const pieHighlight: HighlightItemData | null = highlighted
    ? {
        seriesId: 'averages',
        dataIndex: classScores.findIndex((group) => group.id === highlighted.seriesId),
      }
    : null;

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {classScores.map((group) => (
          <Button
            key={group.id}
            size="small"
            variant={highlighted?.seriesId === group.id ? 'contained' : 'outlined'}
            onClick={() => setHighlighted({ seriesId: group.id })}
          >
            {group.label}
          </Button>
        ))}
        <Button size="small" onClick={() => setHighlighted(null)}>
          Clear
        </Button>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Box sx={{ flex: 2, minWidth: 0, aspectRatio: '4 / 3', minHeight: 240 }}>
          <BarChart
            xAxis={[{ data: subjects }]}
            yAxis={[{ min: 0, max: 100 }]}
            series={classScores.map((group) => ({
              ...group,
              highlightScope: { highlight: 'series', fade: 'global' },
            }))}
            highlightedItem={highlighted}
            onHighlightChange={setHighlighted}
            slotProps={{ tooltip: { trigger: 'item' } }}
          />
        </Box>
        <Box sx={{ flex: 1, minWidth: 0, aspectRatio: '1 / 1', minHeight: 220, maxHeight: 320 }}>
          <PieChart
            series={[
              {
                id: 'averages',
                data: averages,
                innerRadius: 30,
                highlightScope: { highlight: 'item', fade: 'global' },
                valueFormatter: (item) => `average ${item.value}`,
              },
            ]}
            highlightedItem={pieHighlight}
            onHighlightChange={(item) =>
              setHighlighted(
                item?.dataIndex === undefined ? null : { seriesId: classScores[item.dataIndex].id },
              )
            }
            hideLegend
          />
        </Box>
      </Stack>
      <Box
        component="pre"
        tabIndex={0}
        role="region"
        aria-label="Highlighted item state"
        sx={{ m: 0, p: 1, height: 44, overflow: 'auto', borderRadius: 1, bgcolor: 'action.hover', fontSize: 13 }}
      >
        {`highlightedItem = ${JSON.stringify(highlighted)}`}
      </Box>
    </Stack>
  );
}
