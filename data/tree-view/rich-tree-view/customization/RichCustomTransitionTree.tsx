import * as React from 'react';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import type { TransitionProps } from '@mui/material/transitions';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { warehouse } from './warehouse';

type GroupTransitionProps = TransitionProps & { children?: React.ReactNode };

// A slower unfold that decelerates, like a drawer sliding out.
function SlowUnfold(props: GroupTransitionProps) {
  return (
    <Collapse
      {...props}
      timeout={{ enter: 450, exit: 250 }}
      easing={{ enter: 'cubic-bezier(0.16, 1, 0.3, 1)', exit: 'ease-in' }}
    />
  );
}

// No animation: children appear and disappear at once.
function Instant(props: GroupTransitionProps) {
  return <Collapse {...props} timeout={0} />;
}

const transitions = { default: undefined, slow: SlowUnfold, none: Instant };
type Choice = keyof typeof transitions;

export default function RichCustomTransitionTree() {
  const [choice, setChoice] = React.useState<Choice>('slow');
  const groupTransition = transitions[choice];

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <RadioGroup
        row
        aria-label="Expansion animation"
        value={choice}
        onChange={(event) => setChoice(event.target.value as Choice)}
      >
        <FormControlLabel value="default" control={<Radio />} label="Default" />
        <FormControlLabel value="slow" control={<Radio />} label="Slow unfold" />
        <FormControlLabel value="none" control={<Radio />} label="None" />
      </RadioGroup>
      <Box sx={{ height: 300, overflow: 'auto' }}>
        <RichTreeView
          items={warehouse}
          slotProps={{ item: { slots: groupTransition ? { groupTransition } : {} } }}
        />
      </Box>
    </Stack>
  );
}
