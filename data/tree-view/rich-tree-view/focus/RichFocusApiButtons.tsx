import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { orgChart } from './orgChart';

export default function RichFocusApiButtons() {
  const apiRef = useTreeViewApiRef();
  const [focused, setFocused] = React.useState<string | null>(null);

  const focus = (event: React.MouseEvent, itemId: string) => {
    apiRef.current?.focusItem(event, itemId);
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button size="small" variant="outlined" onClick={(event) => focus(event, 'sofia.rossi')}>
          Focus the CFO
        </Button>
        <Button size="small" variant="outlined" onClick={(event) => focus(event, 'hana.kim')}>
          Focus Hana Kim
        </Button>
        <Button size="small" variant="outlined" onClick={(event) => focus(event, 'laila.haddad')}>
          Focus Laila Haddad
        </Button>
      </Stack>
      <Box sx={{ height: 320, overflow: 'auto' }}>
        <RichTreeView
          apiRef={apiRef}
          items={orgChart}
          defaultExpandedItems={['amara.okafor', 'lucas.meyer', 'priya.nair', 'sofia.rossi']}
          onItemFocus={(_event, itemId) => setFocused(itemId)}
        />
      </Box>
      <Box component="p" sx={{ m: 0, fontSize: 14, color: 'text.secondary' }}>
        Last onItemFocus: {focused ?? 'none yet'}
      </Box>
    </Stack>
  );
}
