import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { PieChart } from '@mui/x-charts/PieChart';
import type { ChartsLabelCustomMarkProps } from '@mui/x-charts/ChartsLabel';

// A hollow ring: for time that was planned but not yet logged.
function RingMark({ className, color }: ChartsLabelCustomMarkProps) {
  return (
    <svg className={className} viewBox="0 0 12 12" width={12} height={12}>
      <circle cx={6} cy={6} r={4.5} fill="none" stroke={color} strokeWidth={2.5} />
    </svg>
  );
}

type Mode = 'per slice' | 'square' | 'circle' | 'line';

// Hours a design agency spent on one project, by kind of work.
const hours = [
  { id: 'design', label: 'Design (billable)', value: 96, kind: 'billable' },
  { id: 'build', label: 'Development (billable)', value: 142, kind: 'billable' },
  { id: 'meetings', label: 'Meetings', value: 31, kind: 'internal' },
  { id: 'admin', label: 'Admin', value: 12, kind: 'internal' },
  { id: 'planned', label: 'Planned, not logged', value: 40, kind: 'planned' },
] as const;

const markPerKind = { billable: 'square', internal: 'circle', planned: RingMark } as const;

export default function LegendPieSliceMarks() {
  const [mode, setMode] = React.useState<Mode>('per slice');

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <TextField
        select
        size="small"
        label="labelMarkType"
        value={mode}
        onChange={(event) => setMode(event.target.value as Mode)}
        slotProps={{ select: { native: true } }}
        sx={{ maxWidth: 240 }}
      >
        <option value="per slice">per slice (square, circle, custom)</option>
        <option value="square">&apos;square&apos; on every slice</option>
        <option value="circle">&apos;circle&apos; on every slice</option>
        <option value="line">&apos;line&apos; on every slice</option>
      </TextField>
      <Box sx={{ width: '100%', height: 280 }}>
        <PieChart
          series={[
            {
              data: hours.map(({ kind, ...slice }) => ({
                ...slice,
                // Each pie slice can carry its own mark, shown in the legend and the tooltip.
                labelMarkType: mode === 'per slice' ? markPerKind[kind] : mode,
              })),
              innerRadius: 50,
              valueFormatter: (item) => `${item.value} h`,
            },
          ]}
        />
      </Box>
    </Stack>
  );
}
