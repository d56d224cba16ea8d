import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { mailFolders } from './mailFolders';

export default function RichExpansionIconTrigger() {
  const [iconOnly, setIconOnly] = React.useState(true);
  const [selectedItem, setSelectedItem] = React.useState<string | null>(null);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch checked={iconOnly} onChange={(event) => setIconOnly(event.target.checked)} />
        }
        label={`expansionTrigger="${iconOnly ? 'iconContainer' : 'content'}"`}
      />
      <Box sx={{ height: 300, overflow: 'auto' }}>
        <RichTreeView
          items={mailFolders}
          expansionTrigger={iconOnly ? 'iconContainer' : 'content'}
          selectedItems={selectedItem}
          onSelectedItemsChange={(_event, itemId) => setSelectedItem(itemId)}
        />
      </Box>
      <Box
        component="p"
        sx={{ m: 0, fontSize: 14, color: 'text.secondary', minHeight: 21 }}
      >
        Open folder: {selectedItem ?? 'none'}
      </Box>
    </Stack>
  );
}
