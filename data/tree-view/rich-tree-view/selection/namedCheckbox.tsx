import * as React from 'react';
import type { CheckboxProps } from '@mui/material/Checkbox';
import { TreeItemCheckbox } from '@mui/x-tree-view/TreeItem';

interface NamedCheckboxProps extends CheckboxProps {
  visible?: boolean;
  ownerState?: unknown;
}

/**
 * The checkbox of a tree item, with an accessible name. In 8.8.0 the tree draws the input of its
 * checkboxes without a label, and marks an indeterminate one `aria-checked="mixed"`, an attribute
 * a native checkbox must not carry, without setting the input's own `indeterminate` state. This
 * slot passes `aria-label` to the input, drops `aria-checked` and sets `indeterminate` on the input.
 * Use it as the item's `checkbox` slot.
 */
export const NamedCheckbox = React.forwardRef(function NamedCheckbox(
  props: NamedCheckboxProps,
  ref: React.Ref<HTMLButtonElement>,
) {
  const { ownerState: _ownerState, 'aria-label': ariaLabel, indeterminate, ...other } = props;
  const syncIndeterminate = React.useCallback(
    (input: HTMLInputElement | null) => {
      if (input) {
        input.indeterminate = !!indeterminate;
      }
    },
    [indeterminate],
  );
  return (
    <TreeItemCheckbox
      {...other}
      ref={ref}
      indeterminate={indeterminate}
      slotProps={{
        input: { 'aria-label': ariaLabel, 'aria-checked': undefined, ref: syncIndeterminate },
      }}
    />
  );
});

/** `slotProps.item` for a RichTreeView whose checkboxes are named after their item. */
export const namedCheckboxItemProps = ({ label }: { label: string }) => ({
  slots: { checkbox: NamedCheckbox },
  slotProps: { checkbox: { 'aria-label': label } },
});
