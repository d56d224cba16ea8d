import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddBoxOutlinedIcon from '@mui/icons-material/AddBoxOutlined';
import IndeterminateCheckBoxOutlinedIcon from '@mui/icons-material/IndeterminateCheckBoxOutlined';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, TreeItemProps, treeItemClasses } from '@mui/x-tree-view/TreeItem';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';

type ProjectItem = TreeViewBaseItem<{ id: string; label: string; owner?: string }>;

const items: ProjectItem[] = [
  {
    id: 'website',
    label: 'Website relaunch',
    owner: 'Priya',
    children: [
      { id: 'website-copy', label: 'Homepage copy.docx' },
      { id: 'website-mockups', label: 'Mockups.fig' },
    ],
  },
  {
    id: 'mobile',
    label: 'Mobile app 2.0',
    owner: 'Tomás',
    children: [
      { id: 'mobile-spec', label: 'Offline mode spec.md' },
      { id: 'mobile-budget', label: 'Budget.xlsx' },
    ],
  },
  {
    id: 'intranet',
    label: 'Intranet (archived)',
    owner: 'Hana',
    children: [{ id: 'intranet-notes', label: 'Retrospective.md' }],
  },
];

const archived = new Set(['intranet', 'intranet-notes']);
const owners = new Map(items.map((item) => [item.id, item.owner]));

// Replaces the `item` slot: the default Tree Item, plus the owner of each project.
const ProjectItem = React.forwardRef<HTMLLIElement, TreeItemProps>(
  function ProjectItem(props, ref) {
    const owner = owners.get(props.itemId);
    return (
      <TreeItem
        {...props}
        ref={ref}
        label={
          owner ? (
            <Box component="span" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              {props.label}
              <Box component="span" sx={{ color: 'text.secondary' }}>
                · {owner}
              </Box>
            </Box>
          ) : (
            props.label
          )
        }
      />
    );
  },
);

export default function SlotsProjectTreeView() {
  const [expandedItems, setExpandedItems] = React.useState<string[]>([]);

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
      <Box sx={{ minHeight: 300, flex: 1 }}>
        <RichTreeView
          aria-label="Projects"
          items={items}
          expandedItems={expandedItems}
          onExpandedItemsChange={(_event, ids) => setExpandedItems(ids)}
          slots={{
            item: ProjectItem,
            expandIcon: AddBoxOutlinedIcon,
            collapseIcon: IndeterminateCheckBoxOutlinedIcon,
            endIcon: InsertDriveFileOutlinedIcon,
          }}
          slotProps={{
            // Callback form: the owner state holds the item's `itemId` and `label`.
            item: ({ itemId }) => ({
              sx: archived.has(itemId)
                ? { [`& .${treeItemClasses.label}`]: { color: 'text.secondary', fontStyle: 'italic' } }
                : undefined,
            }),
          }}
        />
      </Box>
      <Typography variant="body2" sx={{ fontFamily: 'monospace', minWidth: 200 }}>
        {`expandedItems: ${JSON.stringify(expandedItems)}`}
      </Typography>
    </Stack>
  );
}
