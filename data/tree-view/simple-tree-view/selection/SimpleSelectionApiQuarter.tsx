import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';

const quarters = [
  { id: 'q1', label: 'Q1 2025', months: ['January', 'February', 'March'] },
  { id: 'q2', label: 'Q2 2025', months: ['April', 'May', 'June'] },
];

export default function SimpleSelectionApiQuarter() {
  const apiRef = useTreeViewApiRef();
  // The tree is uncontrolled: it updates its own selection at once, so several calls in a row
  // each see the result of the previous one. The state below only mirrors it for display.
  const [selected, setSelected] = React.useState<string[]>([]);

  const selectMonths = (months: string[], keepExistingSelection: boolean) => {
    months.forEach((month, index) => {
      apiRef.current?.setItemSelection({
        itemId: month,
        shouldBeSelected: true,
        keepExistingSelection: keepExistingSelection || index > 0,
      });
    });
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={() => selectMonths(['January', 'February', 'March'], false)}>
          Only Q1 reports
        </Button>
        <Button size="small" variant="outlined" onClick={() => selectMonths(['June'], true)}>
          Add June
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() =>
            apiRef.current?.setItemSelection({ itemId: 'February', shouldBeSelected: false, keepExistingSelection: true })
          }
        >
          Deselect February
        </Button>
      </Stack>
      <Typography variant="body2" sx={{ fontFamily: 'monospace', minHeight: 40 }}>
        selectedItems: [{selected.join(', ')}]
      </Typography>
      <Box sx={{ minHeight: 300, maxWidth: 380 }}>
        <SimpleTreeView
          aria-label="Monthly sales reports"
          apiRef={apiRef}
          multiSelect
          defaultExpandedItems={['q1', 'q2']}
          onSelectedItemsChange={(_event, itemIds) => setSelected(itemIds)}
        >
          {quarters.map((quarter) => (
            <TreeItem key={quarter.id} itemId={quarter.id} label={quarter.label}>
              {quarter.months.map((month) => (
                <TreeItem key={month} itemId={month} label={`${month} sales report`} />
              ))}
            </TreeItem>
          ))}
        </SimpleTreeView>
      </Box>
    </Stack>
  );
}
