import * as React from 'react';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import type { TransitionProps } from '@mui/material/transitions';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

// A slower collapse whose items also fade and slide in from the side.
const FadeSlideTransition = React.forwardRef<HTMLElement, TransitionProps & { children?: React.ReactNode }>(
  function FadeSlideTransition(props, ref) {
    const { in: open, ...other } = props;
    return (
      <Collapse
        ref={ref}
        in={open}
        timeout={450}
        {...other}
        sx={{
          '& > .MuiCollapse-wrapper': {
            opacity: open ? 1 : 0,
            transform: open ? 'none' : 'translateX(12px)',
            transition: 'opacity 450ms ease, transform 450ms ease',
          },
          '@media (prefers-reduced-motion: reduce)': {
            '& > .MuiCollapse-wrapper': { transition: 'none' },
          },
        }}
      />
    );
  },
);

export default function SimpleCustomToggleAnimation() {
  return (
    <Box sx={{ minHeight: 260, maxWidth: 380 }}>
      <SimpleTreeView aria-label="Conference schedule">
        <TreeItem itemId="day-1" label="Day 1 · Thursday" slots={{ groupTransition: FadeSlideTransition }}>
          <TreeItem itemId="day-1-keynote" label="09:00 Opening keynote" />
          <TreeItem itemId="day-1-panel" label="11:00 Panel: shipping faster" />
          <TreeItem itemId="day-1-lunch" label="12:30 Lunch" />
        </TreeItem>
        <TreeItem itemId="day-2" label="Day 2 · Friday" slots={{ groupTransition: FadeSlideTransition }}>
          <TreeItem itemId="day-2-workshop" label="09:30 Accessibility workshop" />
          <TreeItem itemId="day-2-closing" label="16:00 Closing talk" />
        </TreeItem>
        <TreeItem itemId="day-3" label="Day 3 · Saturday (no animation)" slotProps={{ groupTransition: { timeout: 0 } }}>
          <TreeItem itemId="day-3-hike" label="10:00 Group hike" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
