import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { notebooks, type NoteItem } from './notebooks';

type Rule = 'unlocked' | 'leaves';

// Defined once, outside the component, so the tree does not get a new function on each render.
const rules: Record<Rule, (item: NoteItem) => boolean> = {
  unlocked: (item) => !item.locked,
  leaves: (item) => !item.children?.length,
};

export default function RichEditingRulesTree() {
  const [rule, setRule] = React.useState<Rule>('unlocked');
  const labelId = React.useId();

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControl>
        <FormLabel id={labelId}>Which labels can be edited</FormLabel>
        <RadioGroup
          row
          aria-labelledby={labelId}
          value={rule}
          onChange={(event) => setRule(event.target.value as Rule)}
        >
          <FormControlLabel value="unlocked" control={<Radio />} label="All but the locked Work notebook" />
          <FormControlLabel value="leaves" control={<Radio />} label="Pages only (leaves)" />
        </RadioGroup>
      </FormControl>
      <Box sx={{ height: 320, overflow: 'auto' }}>
        <RichTreeView
          items={notebooks}
          isItemEditable={rules[rule]}
          defaultExpandedItems={['work', 'work/meetings', 'personal']}
        />
      </Box>
    </Stack>
  );
}
