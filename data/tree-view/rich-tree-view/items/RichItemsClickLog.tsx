import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { gearCategories } from './gearCatalogue';

export default function RichItemsClickLog() {
  const [clicks, setClicks] = React.useState<Record<string, number>>({});
  const [lastClicked, setLastClicked] = React.useState<string | null>(null);

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
      <Box sx={{ flex: { sm: 1 }, minWidth: 0, height: 300, overflow: 'auto' }}>
        <RichTreeView
          items={gearCategories}
          onItemClick={(_event, itemId) => {
            setLastClicked(itemId);
            setClicks((prev) => ({ ...prev, [itemId]: (prev[itemId] ?? 0) + 1 }));
          }}
        />
      </Box>
      <Box
        component="pre"
        role="region"
        aria-label="Clicks per category"
        tabIndex={0}
        sx={{
          m: 0,
          p: 1,
          flex: { sm: 1 },
          minWidth: 0,
          height: { xs: 130, sm: 300 },
          overflow: 'auto',
          fontSize: 13,
          borderRadius: 1,
          bgcolor: 'action.hover',
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        {`last clicked: ${lastClicked ?? 'none'}\nclicks: ${JSON.stringify(clicks, null, 2)}`}
      </Box>
    </Stack>
  );
}
