import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import {
  TreeItemLabelInput,
  type TreeItemLabelInputProps,
} from '@mui/x-tree-view/TreeItemLabelInput';
import type { TreeViewCancellableEvent } from '@mui/x-tree-view/models';
import { notebooks } from './notebooks';

const MAX_LENGTH = 24;

function validate(label: string): string | null {
  if (label.trim() === '') {
    return 'A page needs a name.';
  }
  if (label.length > MAX_LENGTH) {
    return `${label.length}/${MAX_LENGTH} characters: make it shorter.`;
  }
  if (/[\\/]/.test(label)) {
    return 'Slashes are not allowed.';
  }
  return null;
}

interface ValidatedLabelInputProps extends TreeItemLabelInputProps {
  className?: string;
  ownerState?: unknown;
}

// The input the tree shows while a label is edited, with the error under it.
function ValidatedLabelInput(props: ValidatedLabelInputProps) {
  const { ownerState: _ownerState, value = '', onKeyDown, onBlur, ...other } = props;
  const error = validate(value);
  const errorId = React.useId();

  return (
    <Box sx={{ flex: 1, minWidth: 0 }}>
      <TreeItemLabelInput
        {...other}
        value={value}
        aria-label="Page name"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onKeyDown={(event: React.KeyboardEvent<HTMLInputElement> & TreeViewCancellableEvent) => {
          // Block Enter while the value is invalid; Escape still cancels.
          if (event.key === 'Enter' && error) {
            event.defaultMuiPrevented = true;
          }
          onKeyDown?.(event);
        }}
        onBlur={(event: React.FocusEvent<HTMLInputElement> & TreeViewCancellableEvent) => {
          // Leaving the input saves it: an invalid value is dropped instead.
          if (error) {
            event.defaultMuiPrevented = true;
          }
          onBlur?.(event);
        }}
      />
      {error ? (
        <Box id={errorId} component="span" sx={{ display: 'block', fontSize: 12, color: 'error.main' }}>
          {error}
        </Box>
      ) : null}
    </Box>
  );
}

const ValidatedItem = React.forwardRef(function ValidatedItem(
  props: TreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  return <TreeItem {...props} ref={ref} slots={{ labelInput: ValidatedLabelInput }} />;
});

export default function RichEditingValidatedTree() {
  const [lastSaved, setLastSaved] = React.useState<string>('nothing yet');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box sx={{ height: 320, overflow: 'auto' }}>
        <RichTreeView
          items={notebooks}
          isItemEditable
          defaultExpandedItems={['personal']}
          slots={{ item: ValidatedItem }}
          onItemLabelChange={(itemId, label) => setLastSaved(`${itemId} → "${label}"`)}
        />
      </Box>
      <Box component="p" sx={{ m: 0, fontSize: 14, color: 'text.secondary', overflowWrap: 'anywhere' }}>
        Last saved: {lastSaved}
      </Box>
    </Stack>
  );
}
