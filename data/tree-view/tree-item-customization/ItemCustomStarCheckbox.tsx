import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, TreeItemCheckbox, type TreeItemProps, type TreeItemSlotProps } from '@mui/x-tree-view/TreeItem';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const playlists: TreeViewBaseItem[] = [
  {
    id: 'road-trip',
    label: 'Road trip',
    children: [
      { id: 'track-highway', label: 'Highway Lights · The Driftwoods' },
      { id: 'track-coast', label: 'Coastline · Maren Vale' },
    ],
  },
  {
    id: 'focus',
    label: 'Deep focus',
    children: [
      { id: 'track-rain', label: 'Rain on Glass · Lowfield' },
      { id: 'track-orbit', label: 'Slow Orbit · Kite Theory' },
    ],
  },
];

// The checkbox slot keeps the props the tree gives it (checked, onChange, visible…) and only swaps the icons.
const StarCheckbox = React.forwardRef<HTMLButtonElement, React.ComponentProps<typeof TreeItemCheckbox>>(
  function StarCheckbox(props, ref) {
    return (
      <TreeItemCheckbox
        ref={ref}
        {...props}
        icon={<StarBorderIcon />}
        checkedIcon={<StarIcon />}
        sx={{ color: 'text.secondary', '&.Mui-checked': { color: 'warning.main' } }}
      />
    );
  },
);

const TrackItem = React.forwardRef<HTMLLIElement, TreeItemProps>(function TrackItem(props, ref) {
  // The checkbox input has no accessible name of its own: name it after the track.
  const checkbox: React.ComponentProps<typeof TreeItemCheckbox> = {
    slotProps: { input: { 'aria-label': typeof props.label === 'string' ? `Favourite ${props.label}` : 'Favourite' } },
  };
  return (
    <TreeItem
      ref={ref}
      {...props}
      slots={{ checkbox: StarCheckbox }}
      slotProps={{ checkbox: checkbox as TreeItemSlotProps['checkbox'] }}
    />
  );
});

export default function ItemCustomStarCheckbox() {
  const [favourites, setFavourites] = React.useState<string[]>(['track-highway', 'track-coast']);

  return (
    <Stack spacing={1}>
      <Typography variant="body2" sx={{ fontFamily: 'monospace', minHeight: 40 }}>
        favourites: [{favourites.join(', ')}]
      </Typography>
      <Box sx={{ minHeight: 250, maxWidth: 400 }}>
        <RichTreeView
          aria-label="Playlists"
          items={playlists}
          multiSelect
          checkboxSelection
          defaultExpandedItems={['road-trip', 'focus']}
          selectedItems={favourites}
          onSelectedItemsChange={(_event, itemIds) => setFavourites(itemIds)}
          slots={{ item: TrackItem }}
        />
      </Box>
    </Stack>
  );
}
