import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const curriculum: TreeViewBaseItem[] = [
  {
    id: 'module-basics',
    label: 'Module 1: Spreadsheet basics',
    children: [
      { id: 'lesson-cells', label: 'Cells and ranges' },
      { id: 'lesson-formulas', label: 'Your first formula' },
      { id: 'lesson-formatting', label: 'Number formats' },
    ],
  },
  {
    id: 'module-analysis',
    label: 'Module 2: Analysis',
    children: [
      { id: 'lesson-pivot', label: 'Pivot tables' },
      { id: 'lesson-charts', label: 'Charts from a range' },
    ],
  },
];

export default function RichItemsCourseLessons() {
  const apiRef = useTreeViewApiRef();
  const [assigned, setAssigned] = React.useState<string[]>([]);

  const assignModule = (moduleId: string) => {
    // Only the direct children, in the order the tree shows them.
    const lessonIds = apiRef.current?.getItemOrderedChildrenIds(moduleId) ?? [];
    setAssigned((previous) => [...previous.filter((id) => !lessonIds.includes(id)), ...lessonIds]);
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Button size="small" variant="outlined" onClick={() => assignModule('module-basics')}>
          Assign module 1
        </Button>
        <Button size="small" variant="outlined" onClick={() => assignModule('module-analysis')}>
          Assign module 2
        </Button>
        <Button size="small" onClick={() => setAssigned([])}>
          Clear
        </Button>
      </Stack>
      <Typography variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
        selectedItems: {JSON.stringify(assigned)}
      </Typography>
      <Box sx={{ minHeight: 230 }}>
        <RichTreeView
          apiRef={apiRef}
          items={curriculum}
          multiSelect
          selectedItems={assigned}
          onSelectedItemsChange={(_event, itemIds) => setAssigned(itemIds)}
          defaultExpandedItems={['module-basics', 'module-analysis']}
        />
      </Box>
    </Stack>
  );
}
