import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { driveFolders } from './driveFolders';
import { namedCheckboxItemProps } from './namedCheckbox';

export default function RichSelectionApiButtons() {
  const apiRef = useTreeViewApiRef();
  const [selectedItems, setSelectedItems] = React.useState<string[]>([]);

  const select = (event: React.MouseEvent, itemId: string, shouldBeSelected: boolean) => {
    apiRef.current?.setItemSelection({
      event,
      itemId,
      shouldBeSelected,
      keepExistingSelection: true,
    });
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button size="small" variant="outlined" onClick={(event) => select(event, 'finance/payroll', true)}>
          Select Payroll
        </Button>
        <Button size="small" variant="outlined" onClick={(event) => select(event, 'finance/payroll', false)}>
          Deselect Payroll
        </Button>
        <Button size="small" variant="outlined" onClick={(event) => select(event, 'handbook', true)}>
          Select Handbook
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={(event) =>
            apiRef.current?.setItemSelection({ event, itemId: 'marketing/brand' })
          }
        >
          Toggle Brand assets
        </Button>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Box sx={{ flex: { sm: 1 }, minWidth: 0, height: 320, overflow: 'auto' }}>
          <RichTreeView
            apiRef={apiRef}
            multiSelect
            checkboxSelection
          slotProps={{ item: namedCheckboxItemProps }}
            items={driveFolders}
            defaultExpandedItems={['finance', 'marketing']}
            selectedItems={selectedItems}
            onSelectedItemsChange={(_event, itemIds) => setSelectedItems(itemIds)}
          />
        </Box>
        <Box
          component="pre"
          role="region"
          aria-label="Selected folders, set from the buttons"
          tabIndex={0}
          sx={{
            m: 0,
            p: 1,
            flex: { sm: 1 },
            minWidth: 0,
            height: { xs: 120, sm: 320 },
            overflow: 'auto',
            fontSize: 13,
            borderRadius: 1,
            bgcolor: 'action.hover',
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
          }}
        >
          {`selectedItems = ${JSON.stringify(selectedItems, null, 2)}`}
        </Box>
      </Stack>
    </Stack>
  );
}
