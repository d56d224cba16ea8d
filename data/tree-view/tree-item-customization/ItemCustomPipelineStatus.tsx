import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import {
  TreeItemCheckbox,
  TreeItemContent,
  TreeItemGroupTransition,
  TreeItemIconContainer,
  TreeItemLabel,
  TreeItemRoot,
  type TreeItemProps,
} from '@mui/x-tree-view/TreeItem';
import { TreeItemIcon } from '@mui/x-tree-view/TreeItemIcon';
import { TreeItemProvider } from '@mui/x-tree-view/TreeItemProvider';
import { useTreeItem } from '@mui/x-tree-view/useTreeItem';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const pipeline: TreeViewBaseItem[] = [
  {
    id: 'stage-build',
    label: 'Build',
    children: [
      { id: 'job-compile', label: 'compile' },
      { id: 'job-lint', label: 'lint' },
    ],
  },
  {
    id: 'stage-test',
    label: 'Test',
    children: [{ id: 'job-unit', label: 'unit tests' }],
  },
  { id: 'stage-deploy', label: 'Deploy (waiting for approval)' },
];

const PipelineItem = React.forwardRef<HTMLLIElement, TreeItemProps>(
  function PipelineItem(props, ref) {
    const { id, itemId, label, disabled, children } = props;
    const {
      getContextProviderProps,
      getRootProps,
      getContentProps,
      getIconContainerProps,
      getCheckboxProps,
      getLabelProps,
      getGroupTransitionProps,
      status,
    } = useTreeItem({ id, itemId, children, label, disabled, rootRef: ref });

    // One chip per state that is true right now.
    const active = (['expanded', 'selected', 'focused', 'disabled'] as const).filter(
      (key) => status[key],
    );

    return (
      <TreeItemProvider {...getContextProviderProps()}>
        <TreeItemRoot {...getRootProps()}>
          <TreeItemContent {...getContentProps()}>
            <TreeItemIconContainer {...getIconContainerProps()}>
              <TreeItemIcon status={status} />
            </TreeItemIconContainer>
            <TreeItemCheckbox {...getCheckboxProps()} />
            <TreeItemLabel {...getLabelProps({ sx: { fontWeight: status.selected ? 600 : 400 } })} />
            <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
              {active.map((key) => (
                <Chip key={key} label={key} size="small" variant="outlined" />
              ))}
            </Box>
          </TreeItemContent>
          {children ? <TreeItemGroupTransition {...getGroupTransitionProps()} /> : null}
        </TreeItemRoot>
      </TreeItemProvider>
    );
  },
);

const isItemDisabled = (item: TreeViewBaseItem) => item.id === 'stage-deploy';

export default function ItemCustomPipelineStatus() {
  return (
    <Box sx={{ width: '100%', maxWidth: 520, minHeight: 230 }}>
      <RichTreeView
        aria-label="Pipeline"
        items={pipeline}
        isItemDisabled={isItemDisabled}
        disabledItemsFocusable
        defaultExpandedItems={['stage-build']}
        defaultSelectedItems="job-lint"
        slots={{ item: PipelineItem }}
      />
    </Box>
  );
}
