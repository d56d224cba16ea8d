import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { outline, syllabus } from './syllabus';

export default function RichOrderingSyllabus() {
  const apiRef = useTreeViewApiRef();
  const [order, setOrder] = React.useState(() => outline(syllabus));
  const [lastMove, setLastMove] = React.useState('Drag a lesson or a module to move it.');

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
      <Box sx={{ flex: { sm: 1 }, minWidth: 0, height: 360, overflow: 'auto' }}>
        <RichTreeViewPro
          apiRef={apiRef}
          items={syllabus}
          itemsReordering
          defaultExpandedItems={['m-bread', 'm-pastry']}
          onItemPositionChange={({ itemId, oldPosition, newPosition }) => {
            setLastMove(
              `${itemId}: ${oldPosition.parentId ?? 'root'}[${oldPosition.index}] → ${newPosition.parentId ?? 'root'}[${newPosition.index}]`,
            );
            const tree = apiRef.current?.getItemTree();
            if (tree) {
              setOrder(outline(tree));
            }
          }}
        />
      </Box>
      <Box
        component="pre"
        role="region"
        aria-label="Course order after the last drop"
        tabIndex={0}
        sx={{
          m: 0,
          p: 1,
          flex: { sm: 1 },
          minWidth: 0,
          height: { xs: 220, sm: 360 },
          overflow: 'auto',
          fontSize: 13,
          borderRadius: 1,
          bgcolor: 'action.hover',
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        {`last move: ${lastMove}\n\n${order.join('\n')}`}
      </Box>
    </Stack>
  );
}
