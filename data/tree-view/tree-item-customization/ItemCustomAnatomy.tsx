import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, TreeItemCheckbox, treeItemClasses, type TreeItemProps, type TreeItemSlotProps } from '@mui/x-tree-view/TreeItem';

const parts = [
  { name: 'content', colour: 'primary.main' },
  { name: 'iconContainer', colour: 'secondary.main' },
  { name: 'checkbox', colour: 'success.main' },
  { name: 'label', colour: 'warning.main' },
  { name: 'groupTransition', colour: 'error.main' },
] as const;

const outlined = {
  [`& .${treeItemClasses.content}`]: { outline: '2px dashed', outlineColor: 'primary.main', outlineOffset: -2, mb: 0.5 },
  [`& .${treeItemClasses.iconContainer}`]: { outline: '2px solid', outlineColor: 'secondary.main' },
  [`& .${treeItemClasses.checkbox}`]: { outline: '2px solid', outlineColor: 'success.main', outlineOffset: -4 },
  [`& .${treeItemClasses.label}`]: { outline: '2px solid', outlineColor: 'warning.main', outlineOffset: -2 },
  [`& .${treeItemClasses.groupTransition}`]: { outline: '2px dotted', outlineColor: 'error.main', outlineOffset: -1, py: 0.5 },
};

// The checkbox input of a Tree Item has no accessible name of its own: give it one from the label.
const LabelledCheckboxItem = React.forwardRef<HTMLLIElement, TreeItemProps>(function LabelledCheckboxItem(props, ref) {
  const checkbox: React.ComponentProps<typeof TreeItemCheckbox> = {
    slotProps: { input: { 'aria-label': typeof props.label === 'string' ? `Select ${props.label}` : 'Select' } },
  };
  return <TreeItem ref={ref} {...props} slotProps={{ ...props.slotProps, checkbox: checkbox as TreeItemSlotProps['checkbox'] }} />;
});

export default function ItemCustomAnatomy() {
  return (
    <Stack spacing={2}>
      <Stack component="ul" direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', m: 0, p: 0, listStyle: 'none' }}>
        {parts.map((part) => (
          <Stack component="li" key={part.name} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Box sx={{ width: 14, height: 14, borderRadius: 0.5, bgcolor: part.colour }} />
            <Typography variant="body2" component="span" sx={{ fontFamily: 'monospace' }}>
              {part.name}
            </Typography>
          </Stack>
        ))}
      </Stack>
      <Box sx={{ minHeight: 190, maxWidth: 420 }}>
        <SimpleTreeView
          aria-label="Parts of a tree item"
          checkboxSelection
          multiSelect
          defaultExpandedItems={['invoices']}
          defaultSelectedItems={['invoices']}
          sx={outlined}
        >
          <LabelledCheckboxItem itemId="invoices" label="Invoices 2025">
            <LabelledCheckboxItem itemId="invoice-118" label="INV-118 · Northwind Traders" />
            <LabelledCheckboxItem itemId="invoice-119" label="INV-119 · Contoso Ltd" />
          </LabelledCheckboxItem>
        </SimpleTreeView>
      </Box>
    </Stack>
  );
}
