import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, TreeItemCheckbox, type TreeItemProps, type TreeItemSlotProps } from '@mui/x-tree-view/TreeItem';

const everyFolder = ['home', 'home-documents', 'home-photos', 'home-music', 'etc', 'var-log'];

// The checkbox input of a Tree Item has no accessible name of its own: give it one from the label.
const LabelledCheckboxItem = React.forwardRef<HTMLLIElement, TreeItemProps>(function LabelledCheckboxItem(props, ref) {
  const checkbox: React.ComponentProps<typeof TreeItemCheckbox> = {
    slotProps: { input: { 'aria-label': typeof props.label === 'string' ? `Select ${props.label}` : 'Select' } },
  };
  return <TreeItem ref={ref} {...props} slotProps={{ ...props.slotProps, checkbox: checkbox as TreeItemSlotProps['checkbox'] }} />;
});

export default function SimpleSelectionBackupLog() {
  const [selected, setSelected] = React.useState<string[]>(['etc']);
  const [log, setLog] = React.useState<string[]>([]);

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={() => setSelected(everyFolder)}>
          Back up everything
        </Button>
        <Button size="small" variant="outlined" onClick={() => setSelected([])}>
          Clear
        </Button>
      </Stack>
      <Typography variant="body2" sx={{ fontFamily: 'monospace', minHeight: 40 }}>
        selectedItems: [{selected.join(', ')}]
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Box sx={{ minHeight: 250, flex: 1, minWidth: 0 }}>
          <SimpleTreeView
            aria-label="Folders to back up"
            multiSelect
            checkboxSelection
            defaultExpandedItems={['home']}
            selectedItems={selected}
            onSelectedItemsChange={(_event, itemIds) => setSelected(itemIds)}
            onItemSelectionToggle={(_event, itemId, isSelected) =>
              setLog((previous) => [`${itemId} → ${isSelected ? 'selected' : 'deselected'}`, ...previous].slice(0, 8))
            }
          >
            <LabelledCheckboxItem itemId="home" label="/home">
              <LabelledCheckboxItem itemId="home-documents" label="documents" />
              <LabelledCheckboxItem itemId="home-photos" label="photos" />
              <LabelledCheckboxItem itemId="home-music" label="music" />
            </LabelledCheckboxItem>
            <LabelledCheckboxItem itemId="etc" label="/etc" />
            <LabelledCheckboxItem itemId="var-log" label="/var/log" />
          </SimpleTreeView>
        </Box>
        <Box
          component="pre"
          role="region"
          aria-label="Selection toggles"
          tabIndex={0}
          sx={{ m: 0, p: 1, width: { sm: 240 }, height: 170, overflow: 'auto', fontSize: 13, borderRadius: 1, bgcolor: 'action.hover' }}
        >
          {log.length === 0 ? 'onItemSelectionToggle calls appear here.' : log.join('\n')}
        </Box>
      </Stack>
    </Stack>
  );
}
