import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

interface Room {
  id: string;
  label: string;
  underMaintenance?: boolean;
  children?: Room[];
}

const offices: Room[] = [
  {
    id: 'floor-3',
    label: 'Floor 3',
    children: [
      { id: 'room-harbour', label: 'Harbour (8 seats)' },
      { id: 'room-lighthouse', label: 'Lighthouse (4 seats), closed', underMaintenance: true },
      { id: 'room-pier', label: 'Pier (12 seats)' },
    ],
  },
  {
    id: 'floor-4',
    label: 'Floor 4, closed',
    underMaintenance: true,
    children: [{ id: 'room-summit', label: 'Summit (20 seats)' }],
  },
  { id: 'room-lobby', label: 'Lobby booth (2 seats)' },
];

const isItemDisabled = (room: Room) => !!room.underMaintenance;

export default function RichItemsFocusableRooms() {
  const [focusable, setFocusable] = React.useState(true);
  const [focused, setFocused] = React.useState<string | null>(null);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch checked={focusable} onChange={(event) => setFocusable(event.target.checked)} />
        }
        label="disabledItemsFocusable"
      />
      <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
        focused: {focused ?? 'none (click a room, then use the arrow keys)'}
      </Typography>
      <Box sx={{ minHeight: 200 }}>
        <RichTreeView
          items={offices}
          isItemDisabled={isItemDisabled}
          disabledItemsFocusable={focusable}
          defaultExpandedItems={['floor-3']}
          onItemFocus={(_event, itemId) => setFocused(itemId)}
        />
      </Box>
    </Stack>
  );
}
