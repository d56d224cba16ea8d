import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const bikeParts: TreeViewBaseItem[] = [
  {
    id: 'parts-brakes',
    label: 'Brakes',
    children: [
      { id: 'part-rotor-160', label: 'Disc rotor 160 mm' },
      { id: 'part-rotor-180', label: 'Disc rotor 180 mm' },
      { id: 'part-caliper', label: 'Hydraulic caliper' },
      { id: 'part-pads-resin', label: 'Resin brake pads' },
      { id: 'part-pads-metal', label: 'Sintered brake pads' },
    ],
  },
  {
    id: 'parts-drivetrain',
    label: 'Drivetrain',
    children: [
      { id: 'part-chain-11', label: '11-speed chain' },
      { id: 'part-chain-12', label: '12-speed chain' },
      { id: 'part-cassette', label: '10-51T cassette' },
      { id: 'part-derailleur', label: 'Rear derailleur' },
      { id: 'part-chainring', label: '32T chainring' },
    ],
  },
  {
    id: 'parts-cockpit',
    label: 'Cockpit',
    children: [
      { id: 'part-bar', label: 'Riser bar 780 mm' },
      { id: 'part-grips', label: 'Lock-on grips' },
    ],
  },
];

const targets = [
  { id: 'part-pads-metal', name: 'Sintered pads' },
  { id: 'part-chainring', name: 'Chainring' },
  { id: 'part-grips', name: 'Grips' },
];

export default function RichItemsJumpToPart() {
  const apiRef = useTreeViewApiRef();
  const [message, setMessage] = React.useState('Pick a part to scroll to.');

  const jumpTo = (itemId: string) => {
    const element = apiRef.current?.getItemDOMElement(itemId);
    if (!element) {
      setMessage(`${itemId}: not rendered, its category is collapsed`);
      return;
    }
    element.scrollIntoView({ block: 'nearest' });
    setMessage(`${itemId}: <li> ${Math.round(element.getBoundingClientRect().height)} px tall`);
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
        {targets.map((target) => (
          <Button
            key={target.id}
            size="small"
            variant="outlined"
            onClick={() => jumpTo(target.id)}
          >
            {target.name}
          </Button>
        ))}
      </Stack>
      <Typography variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
        {message}
      </Typography>
      <Box
        sx={{ height: 180, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        <RichTreeView
          apiRef={apiRef}
          items={bikeParts}
          defaultExpandedItems={['parts-brakes', 'parts-drivetrain']}
        />
      </Box>
    </Stack>
  );
}
