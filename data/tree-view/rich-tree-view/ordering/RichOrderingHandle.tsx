import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { outline, syllabus } from './syllabus';

interface LabelSlotProps {
  children?: React.ReactNode;
  className?: string;
  editable?: boolean;
  ownerState?: unknown;
  onDoubleClick?: React.MouseEventHandler<HTMLDivElement>;
}

function LabelWithHandle({ children, className, onDoubleClick }: LabelSlotProps) {
  return (
    <Box
      className={className}
      onDoubleClick={onDoubleClick}
      sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
    >
      <Box
        component="span"
        data-drag-handle=""
        aria-hidden
        sx={{ display: 'inline-flex', cursor: 'grab', color: 'text.secondary' }}
      >
        <DragIndicatorIcon fontSize="small" />
      </Box>
      {children}
    </Box>
  );
}

const HandleItem = React.forwardRef(function HandleItem(
  props: TreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  // Where the last press started; the browser only tells dragstart which item is dragged.
  const pressedOnHandle = React.useRef(false);
  return (
    <TreeItem
      {...props}
      ref={ref}
      slots={{ label: LabelWithHandle }}
      onMouseDown={(event) => {
        pressedOnHandle.current = !!(event.target as HTMLElement).closest('[data-drag-handle]');
      }}
      onDragStart={(event) => {
        if (!pressedOnHandle.current) {
          event.preventDefault();
        }
      }}
    />
  );
});

export default function RichOrderingHandle() {
  const apiRef = useTreeViewApiRef();
  const [order, setOrder] = React.useState(() => outline(syllabus));

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
      <Box sx={{ flex: { sm: 1 }, minWidth: 0, height: 360, overflow: 'auto' }}>
        <RichTreeViewPro
          apiRef={apiRef}
          items={syllabus}
          itemsReordering
          defaultExpandedItems={['m-bread']}
          slots={{ item: HandleItem }}
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
        aria-label="Course order, dragged by the handles"
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
