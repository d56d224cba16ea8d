import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import {
  TreeItemLabelInput,
  type TreeItemLabelInputProps,
} from '@mui/x-tree-view/TreeItemLabelInput';
import { useTreeItemUtils } from '@mui/x-tree-view/hooks';
import type { TreeViewCancellableEvent } from '@mui/x-tree-view/models';
import { notebooks } from './notebooks';

interface ItemEditing {
  label: string;
  startEditing: () => void;
  save: (event: React.SyntheticEvent, label: string) => void;
  cancel: (event: React.SyntheticEvent) => void;
}

// Each item hands its editing interactions to its label and input slots.
const ItemEditingContext = React.createContext<ItemEditing | null>(null);

interface LabelSlotProps {
  children?: React.ReactNode;
  className?: string;
  editable?: boolean;
  ownerState?: unknown;
}

// Double-click does nothing here: the pencil is the only way in.
function LabelWithEditButton({ children, className, editable }: LabelSlotProps) {
  const editing = React.useContext(ItemEditingContext);
  return (
    <Box className={className} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <Box component="span" sx={{ flex: 1, minWidth: 0 }}>
        {children}
      </Box>
      {editable && editing ? (
        <IconButton
          size="small"
          aria-label={`Rename ${editing.label}`}
          onClick={(event) => {
            event.stopPropagation();
            editing.startEditing();
          }}
        >
          <EditOutlinedIcon fontSize="inherit" />
        </IconButton>
      ) : null}
    </Box>
  );
}

interface InputSlotProps extends TreeItemLabelInputProps {
  className?: string;
  ownerState?: unknown;
}

function InputWithButtons(props: InputSlotProps) {
  const { ownerState: _ownerState, onBlur, ...other } = props;
  const editing = React.useContext(ItemEditingContext);
  const actions = React.useRef<HTMLSpanElement>(null);

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flex: 1, minWidth: 0 }}>
      <TreeItemLabelInput
        {...other}
        aria-label={`New name for ${editing?.label ?? 'the page'}`}
        onBlur={(event: React.FocusEvent<HTMLInputElement> & TreeViewCancellableEvent) => {
          // Moving to the save or cancel button must not save on the way.
          if (actions.current?.contains(event.relatedTarget as Node | null)) {
            event.defaultMuiPrevented = true;
          }
          onBlur?.(event);
        }}
      />
      <Box component="span" ref={actions} sx={{ display: 'flex', flexShrink: 0 }}>
        <IconButton
          size="small"
          aria-label="Save the name"
          onClick={(event) => {
            event.stopPropagation();
            if (other.value) {
              editing?.save(event, other.value);
            }
          }}
        >
          <CheckIcon fontSize="inherit" />
        </IconButton>
        <IconButton
          size="small"
          aria-label="Cancel renaming"
          onClick={(event) => {
            event.stopPropagation();
            editing?.cancel(event);
          }}
        >
          <CloseIcon fontSize="inherit" />
        </IconButton>
      </Box>
    </Box>
  );
}

const IconEditingItem = React.forwardRef(function IconEditingItem(
  props: TreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const { interactions } = useTreeItemUtils({ itemId: props.itemId, children: props.children });
  const value: ItemEditing = {
    label: typeof props.label === 'string' ? props.label : props.itemId,
    startEditing: interactions.toggleItemEditing,
    save: interactions.handleSaveItemLabel,
    cancel: interactions.handleCancelItemLabelEditing,
  };
  return (
    <ItemEditingContext.Provider value={value}>
      <TreeItem
        {...props}
        ref={ref}
        slots={{ label: LabelWithEditButton, labelInput: InputWithButtons }}
      />
    </ItemEditingContext.Provider>
  );
});

export default function RichEditingIconsTree() {
  return (
    <Box sx={{ width: '100%', height: 340, overflow: 'auto' }}>
      <RichTreeView
        items={notebooks}
        isItemEditable
        defaultExpandedItems={['personal']}
        slots={{ item: IconEditingItem }}
      />
    </Box>
  );
}
