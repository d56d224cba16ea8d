import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const weeks: TreeViewBaseItem[] = [
  {
    id: 'week-23',
    label: 'Week 23',
    children: ['Mon 2 Jun', 'Tue 3 Jun', 'Wed 4 Jun', 'Thu 5 Jun', 'Fri 6 Jun'].map((day) => ({
      id: day,
      label: `${day} · 7.5 h`,
    })),
  },
  {
    id: 'week-24',
    label: 'Week 24',
    children: ['Mon 9 Jun', 'Tue 10 Jun', 'Wed 11 Jun'].map((day) => ({ id: day, label: `${day} · 8 h` })),
  },
];

export default function A11yMultiSelectTimesheet() {
  const [selected, setSelected] = React.useState<string[]>([]);

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <Box sx={{ minHeight: 400, flex: 1, minWidth: 0 }}>
        <RichTreeView
          aria-label="Timesheet days to approve"
          items={weeks}
          multiSelect
          defaultExpandedItems={['week-23', 'week-24']}
          selectedItems={selected}
          onSelectedItemsChange={(_event, itemIds) => setSelected(itemIds)}
        />
      </Box>
      <Box sx={{ width: { sm: 220 }, height: 240, overflow: 'auto', p: 1, borderRadius: 1, bgcolor: 'action.hover' }}>
        <Typography variant="body2" sx={{ fontFamily: 'monospace', whiteSpace: 'pre-wrap' }}>
          {`To approve (${selected.length}):\n${selected.join('\n')}`}
        </Typography>
      </Box>
    </Stack>
  );
}
