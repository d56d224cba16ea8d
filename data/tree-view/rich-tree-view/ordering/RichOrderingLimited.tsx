import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { outline, syllabus, type SyllabusItem } from './syllabus';

const byId = new Map<string, SyllabusItem>();
const index = (items: SyllabusItem[]) =>
  items.forEach((item) => {
    byId.set(item.id, item);
    index((item.children ?? []) as SyllabusItem[]);
  });
index(syllabus);

// The pinned welcome lesson cannot be picked up.
const isItemReorderable = (itemId: string) => !byId.get(itemId)?.pinned;

interface Move {
  itemId: string;
  newPosition: { parentId: string | null; index: number };
}

// Modules stay at the top level, after the welcome lesson; lessons stay inside a module.
const canMoveItemToNewPosition = ({ itemId, newPosition }: Move) => {
  const item = byId.get(itemId);
  if (item?.kind === 'module') {
    return newPosition.parentId === null && newPosition.index > 0;
  }
  return newPosition.parentId !== null && byId.get(newPosition.parentId)?.kind === 'module';
};

export default function RichOrderingLimited() {
  const apiRef = useTreeViewApiRef();
  const [order, setOrder] = React.useState(() => outline(syllabus));

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
      <Box sx={{ flex: { sm: 1 }, minWidth: 0, height: 360, overflow: 'auto' }}>
        <RichTreeViewPro
          apiRef={apiRef}
          items={syllabus}
          itemsReordering
          isItemReorderable={isItemReorderable}
          canMoveItemToNewPosition={canMoveItemToNewPosition}
          defaultExpandedItems={['m-bread', 'm-pastry', 'm-cakes']}
          onItemPositionChange={() => {
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
        aria-label="Course order with the limits applied"
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
        {order.join('\n')}
      </Box>
    </Stack>
  );
}
