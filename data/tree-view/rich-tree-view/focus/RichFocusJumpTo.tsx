import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';
import { orgChart } from './orgChart';

function flatten(items: readonly TreeViewBaseItem[]): TreeViewBaseItem[] {
  return items.flatMap((item) => [item, ...flatten(item.children ?? [])]);
}

const people = flatten(orgChart);

export default function RichFocusJumpTo() {
  const apiRef = useTreeViewApiRef();
  const [target, setTarget] = React.useState('mei.chen');
  const [expandedItems, setExpandedItems] = React.useState<string[]>([]);
  const [status, setStatus] = React.useState('Pick a person and press Go to.');
  // The click that asked for the jump, kept until the item is on screen.
  const pending = React.useRef<{ event: React.SyntheticEvent; itemId: string } | null>(null);

  const jump = (event: React.MouseEvent) => {
    const api = apiRef.current;
    if (!api) {
      return;
    }
    // Every ancestor must be open, or the item has no DOM element to focus.
    const ancestors: string[] = [];
    let parentId = api.getParentId(target);
    while (parentId !== null) {
      ancestors.unshift(parentId);
      parentId = api.getParentId(parentId);
    }
    pending.current = { event, itemId: target };
    setExpandedItems((prev) => Array.from(new Set([...prev, ...ancestors])));
    setStatus(`Expanded ${ancestors.length ? ancestors.join(' > ') : 'nothing'}, focusing ${target}`);
  };

  React.useEffect(() => {
    if (!pending.current) {
      return undefined;
    }
    const { event, itemId } = pending.current;
    pending.current = null;
    // The tree applies the new expandedItems in an effect of its own, then renders the
    // children: wait for the next frame, when the item is in the DOM.
    const frame = requestAnimationFrame(() => apiRef.current?.focusItem(event, itemId));
    return () => cancelAnimationFrame(frame);
  }, [expandedItems, status, apiRef]);

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label="Person"
          value={target}
          onChange={(event) => setTarget(event.target.value)}
          slotProps={{ select: { native: true } }}
          sx={{ minWidth: 220, maxWidth: '100%' }}
        >
          {people.map((person) => (
            <option key={person.id} value={person.id}>
              {person.label}
            </option>
          ))}
        </TextField>
        <Button variant="contained" onClick={jump}>
          Go to
        </Button>
        <Button onClick={() => setExpandedItems([])}>Collapse all</Button>
      </Stack>
      <Box sx={{ height: 340, overflow: 'auto' }}>
        <RichTreeView
          apiRef={apiRef}
          items={orgChart}
          expandedItems={expandedItems}
          onExpandedItemsChange={(_event, itemIds) => setExpandedItems(itemIds)}
        />
      </Box>
      <Box
        component="p"
        sx={{ m: 0, fontSize: 14, color: 'text.secondary', minHeight: 42, overflowWrap: 'anywhere' }}
      >
        {status}
      </Box>
    </Stack>
  );
}
