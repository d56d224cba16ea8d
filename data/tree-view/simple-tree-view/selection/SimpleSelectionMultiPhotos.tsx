import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

const albums = [
  { id: 'lisbon', label: 'Lisbon, May 2025', photos: ['Tram 28', 'Belém tower', 'Alfama rooftops'] },
  { id: 'wedding', label: "Lea and Sam's wedding", photos: ['Ceremony', 'First dance', 'Group photo'] },
  { id: 'garden', label: 'Garden diary', photos: ['Tomato seedlings', 'First harvest'] },
];

export default function SimpleSelectionMultiPhotos() {
  const [selected, setSelected] = React.useState<string[]>(['lisbon-1', 'lisbon-2']);

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <Box sx={{ minHeight: 330, flex: 1, minWidth: 0 }}>
        <SimpleTreeView
          aria-label="Photo albums"
          multiSelect
          defaultExpandedItems={['lisbon', 'wedding']}
          selectedItems={selected}
          onSelectedItemsChange={(_event, itemIds) => setSelected(itemIds)}
        >
          {albums.map((album) => (
            <TreeItem key={album.id} itemId={album.id} label={album.label}>
              {album.photos.map((photo, index) => (
                <TreeItem key={photo} itemId={`${album.id}-${index + 1}`} label={photo} />
              ))}
            </TreeItem>
          ))}
        </SimpleTreeView>
      </Box>
      <Box sx={{ width: { sm: 220 }, height: 150, overflow: 'auto', p: 1, borderRadius: 1, bgcolor: 'action.hover' }}>
        <Typography variant="body2" sx={{ fontFamily: 'monospace', whiteSpace: 'pre-wrap' }}>
          {`${selected.length} selected\n${JSON.stringify(selected, null, 1)}`}
        </Typography>
      </Box>
    </Stack>
  );
}
