import * as React from 'react';
import {
  useInstanceEventHandler,
  type TreeViewPlugin,
  type TreeViewPluginSignature,
  type UseTreeViewExpansionSignature,
  type UseTreeViewItemsSignature,
} from '@mui/x-tree-view/internals';

export interface UseTreeViewExpansionLogParameters {
  /** Called with each new line of the log. */
  onExpansionLog?: (line: string) => void;
  /** How many lines the plugin keeps. @default 20 */
  expansionLogSize?: number;
}

export type UseTreeViewExpansionLogSignature = TreeViewPluginSignature<{
  params: UseTreeViewExpansionLogParameters;
  paramsWithDefaults: UseTreeViewExpansionLogParameters & { expansionLogSize: number };
  publicAPI: {
    /** The lines of the log, oldest first. */
    getExpansionLog: () => string[];
    clearExpansionLog: () => void;
  };
  instance: {
    clearExpansionLog: () => void;
  };
  state: { expansionLog: { lines: string[] } };
  dependencies: [UseTreeViewItemsSignature, UseTreeViewExpansionSignature];
}>;

/**
 * A plugin that records every expansion and collapse, with the label of the item.
 * It relies on `@mui/x-tree-view/internals`, which 8.8.0 ships without any stability promise.
 */
export const useTreeViewExpansionLog: TreeViewPlugin<UseTreeViewExpansionLogSignature> = ({
  instance,
  params,
  store,
}) => {
  // Receive an event published by the expansion plugin before it toggles an item.
  useInstanceEventHandler(instance, 'beforeItemToggleExpansion', (event) => {
    if (event.isExpansionPrevented) {
      return;
    }
    const label = store.value.items.itemMetaLookup[event.itemId]?.label ?? event.itemId;
    const line = `${event.shouldBeExpanded ? 'opened' : 'closed'} "${label}"`;
    store.update((prev) => ({
      ...prev,
      expansionLog: {
        lines: [...prev.expansionLog.lines, line].slice(-params.expansionLogSize),
      },
    }));
    params.onExpansionLog?.(line);
  });

  const clearExpansionLog = React.useCallback(() => {
    store.update((prev) => ({ ...prev, expansionLog: { lines: [] } }));
  }, [store]);

  return {
    instance: { clearExpansionLog },
    publicAPI: {
      // Read the store, not a value from the last render: this may run before the next one.
      getExpansionLog: () => store.value.expansionLog.lines,
      clearExpansionLog,
    },
  };
};

// Which props belong to the plugin: the tree passes them to it instead of the root element.
useTreeViewExpansionLog.params = {
  onExpansionLog: true,
  expansionLogSize: true,
};

useTreeViewExpansionLog.applyDefaultValuesToParams = ({ params }) => ({
  ...params,
  expansionLogSize: params.expansionLogSize ?? 20,
});

useTreeViewExpansionLog.getInitialState = () => ({ expansionLog: { lines: [] } });
