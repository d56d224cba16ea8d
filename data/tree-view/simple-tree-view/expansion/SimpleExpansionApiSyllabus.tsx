import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';

const weeks = [
  { id: 'week-1', label: 'Week 1 · Variables and types', lessons: ['Numbers and strings', 'Booleans', 'Quiz 1'] },
  { id: 'week-2', label: 'Week 2 · Control flow', lessons: ['If and else', 'Loops', 'Quiz 2'] },
  { id: 'week-3', label: 'Week 3 · Functions', lessons: ['Parameters', 'Return values', 'Project: a tip calculator'] },
];

export default function SimpleExpansionApiSyllabus() {
  const apiRef = useTreeViewApiRef();

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="outlined"
          onClick={(event) => apiRef.current?.setItemExpansion({ event, itemId: 'week-3', shouldBeExpanded: true })}
        >
          Open this week (3)
        </Button>
        <Button size="small" variant="outlined" onClick={(event) => apiRef.current?.setItemExpansion({ event, itemId: 'week-1' })}>
          Toggle week 1
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={(event) =>
            weeks.forEach((week) => apiRef.current?.setItemExpansion({ event, itemId: week.id, shouldBeExpanded: false }))
          }
        >
          Close every week
        </Button>
      </Stack>
      <Box sx={{ height: 330, overflow: 'auto', maxWidth: 420 }}>
        <SimpleTreeView aria-label="Course syllabus" apiRef={apiRef}>
          {weeks.map((week) => (
            <TreeItem key={week.id} itemId={week.id} label={week.label}>
              {week.lessons.map((lesson, index) => (
                <TreeItem key={lesson} itemId={`${week.id}-${index + 1}`} label={lesson} />
              ))}
            </TreeItem>
          ))}
        </SimpleTreeView>
      </Box>
    </Stack>
  );
}
