import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';

const folders: TreeViewBaseItem[] = [
  {
    id: 'finance',
    label: 'Finance',
    children: [
      {
        id: 'invoices',
        label: 'Invoices',
        children: [
          { id: 'inv-2025-041', label: 'INV-2025-041.pdf' },
          { id: 'inv-2025-042', label: 'INV-2025-042.pdf' },
        ],
      },
      { id: 'q3-report', label: 'Q3 report.xlsx' },
    ],
  },
  {
    id: 'warehouse',
    label: 'Warehouse',
    children: [{ id: 'stock-count', label: 'Stock count June.csv' }],
  },
];

export default function TreeViewV8ApiMethods() {
  const apiRef = useTreeViewApiRef();
  const [expandedItems, setExpandedItems] = React.useState<string[]>([]);
  const [selectedItems, setSelectedItems] = React.useState<string | null>(null);

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="outlined"
          onClick={(event) =>
            apiRef.current?.setItemExpansion({ event, itemId: 'finance', shouldBeExpanded: true })
          }
        >
          Expand Finance
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={(event) => apiRef.current?.setItemExpansion({ event, itemId: 'invoices' })}
        >
          Toggle Invoices
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={(event) => {
            apiRef.current?.setItemExpansion({ event, itemId: 'finance', shouldBeExpanded: true });
            apiRef.current?.setItemSelection({ event, itemId: 'q3-report', shouldBeSelected: true });
          }}
        >
          Select Q3 report
        </Button>
      </Stack>
      <Box sx={{ height: 260, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <RichTreeView
          aria-label="Company files"
          items={folders}
          apiRef={apiRef}
          itemChildrenIndentation={24}
          expandedItems={expandedItems}
          onExpandedItemsChange={(event, itemIds) => setExpandedItems(itemIds)}
          selectedItems={selectedItems}
          onSelectedItemsChange={(event, itemId) => setSelectedItems(itemId)}
        />
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
        expandedItems: {JSON.stringify(expandedItems)} · selectedItems: {JSON.stringify(selectedItems)}
      </Typography>
    </Stack>
  );
}
