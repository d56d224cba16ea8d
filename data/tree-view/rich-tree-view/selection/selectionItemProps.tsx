import * as React from 'react';
import Collapse from '@mui/material/Collapse';
import type { TransitionProps } from '@mui/material/transitions';
import type { TreeItemProps } from '@mui/x-tree-view/TreeItem';

interface GroupTransitionProps extends TransitionProps {
  children?: React.ReactNode;
  className?: string;
  component?: React.ElementType;
  role?: string;
}

// The list inside the transition; `Collapse` passes `ownerState` to it, which a DOM element must not get.
const GroupList = React.forwardRef(function GroupList(
  props: React.HTMLAttributes<HTMLUListElement> & { ownerState?: unknown },
  ref: React.Ref<HTMLUListElement>,
) {
  const { ownerState: _ownerState, ...other } = props;
  return <ul ref={ref} {...other} />;
});

/**
 * The item's children list, animated like the default one. The default renders a `ul` whose
 * direct children are the `div` wrappers of `Collapse`, which is not valid HTML; here the
 * `Collapse` is a `div` and the `ul` is its innermost wrapper, so each `li` sits in a `ul`.
 */
export const ListCollapse = React.forwardRef(function ListCollapse(
  props: GroupTransitionProps,
  ref: React.Ref<HTMLDivElement>,
) {
  const { component: _component, role, ...other } = props;
  return (
    <Collapse
      {...other}
      ref={ref}
      slots={{ wrapperInner: GroupList }}
      slotProps={{
        wrapperInner: { role, style: { margin: 0, padding: 0, listStyle: 'none' } },
      }}
    />
  );
});

const subscribeToNothing = () => () => {};
const isBrowser = () => true;
const isServer = () => false;

/**
 * Props for every item of a tree rendered on the server. In 8.8.0 the tree only learns its own
 * id after it mounts, so server-rendered items get ids like `-inbox`, and two trees with the same
 * items on one page share them. Until the tree has mounted, each item gets an id prefixed with
 * `React.useId()`; after that the tree's own ids take over, which `focusItem()` and
 * `getItemDOMElement()` rely on.
 */
export function useItemProps(extra?: (ownerState: { itemId: string; label: string }) => Partial<TreeItemProps>) {
  const prefix = React.useId();
  // false on the server and while hydrating, true once the tree runs in the browser.
  const mounted = React.useSyncExternalStore(subscribeToNothing, isBrowser, isServer);
  return React.useCallback(
    (ownerState: { itemId: string; label: string }): Partial<TreeItemProps> => {
      const more = extra?.(ownerState);
      return {
        ...more,
        id: mounted ? undefined : `${prefix}${ownerState.itemId}`,
        slots: { groupTransition: ListCollapse, ...more?.slots },
      };
    },
    [prefix, mounted, extra],
  );
}
