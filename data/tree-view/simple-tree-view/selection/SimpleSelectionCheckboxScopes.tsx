import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, TreeItemCheckbox, type TreeItemProps, type TreeItemSlotProps } from '@mui/x-tree-view/TreeItem';
import type { TreeViewSelectionPropagation } from '@mui/x-tree-view/models';

const scopes = [
  { id: 'orders', label: 'Orders', children: ['orders:read', 'orders:write', 'orders:refund'] },
  { id: 'customers', label: 'Customers', children: ['customers:read', 'customers:export'] },
  { id: 'catalogue', label: 'Catalogue', children: ['catalogue:read', 'catalogue:publish'] },
];

// The checkbox input of a Tree Item has no accessible name of its own: give it one from the label.
const LabelledCheckboxItem = React.forwardRef<HTMLLIElement, TreeItemProps>(function LabelledCheckboxItem(props, ref) {
  const checkbox: React.ComponentProps<typeof TreeItemCheckbox> = {
    slotProps: { input: { 'aria-label': typeof props.label === 'string' ? `Select ${props.label}` : 'Select' } },
  };
  return <TreeItem ref={ref} {...props} slotProps={{ ...props.slotProps, checkbox: checkbox as TreeItemSlotProps['checkbox'] }} />;
});

export default function SimpleSelectionCheckboxScopes() {
  const [selected, setSelected] = React.useState<string[]>(['customers', 'customers:read', 'customers:export']);
  const [propagation, setPropagation] = React.useState<TreeViewSelectionPropagation>({
    parents: true,
    descendants: true,
  });

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <FormControlLabel
          control={
            <Switch
              checked={!!propagation.descendants}
              onChange={(event) => setPropagation((previous) => ({ ...previous, descendants: event.target.checked }))}
            />
          }
          label="descendants"
        />
        <FormControlLabel
          control={
            <Switch
              checked={!!propagation.parents}
              onChange={(event) => setPropagation((previous) => ({ ...previous, parents: event.target.checked }))}
            />
          }
          label="parents"
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Box sx={{ minHeight: 380, flex: 1, minWidth: 0 }}>
          <SimpleTreeView
            aria-label="API key permissions"
            multiSelect
            checkboxSelection
            selectionPropagation={propagation}
            defaultExpandedItems={scopes.map((scope) => scope.id)}
            selectedItems={selected}
            onSelectedItemsChange={(_event, itemIds) => setSelected(itemIds)}
          >
            {scopes.map((scope) => (
              <LabelledCheckboxItem key={scope.id} itemId={scope.id} label={scope.label}>
                {scope.children.map((child) => (
                  <LabelledCheckboxItem key={child} itemId={child} label={child} />
                ))}
              </LabelledCheckboxItem>
            ))}
          </SimpleTreeView>
        </Box>
        <Box sx={{ width: { sm: 220 }, height: 200, overflow: 'auto', p: 1, borderRadius: 1, bgcolor: 'action.hover' }}>
          <Typography variant="body2" sx={{ fontFamily: 'monospace', whiteSpace: 'pre-wrap' }}>
            {`selectedItems:\n${selected.join('\n') || '(none)'}`}
          </Typography>
        </Box>
      </Stack>
    </Stack>
  );
}
