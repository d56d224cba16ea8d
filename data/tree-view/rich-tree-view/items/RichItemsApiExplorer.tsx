import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { gearCategories } from './gearCatalogue';

export default function RichItemsApiExplorer() {
  const apiRef = useTreeViewApiRef();
  const [selectedItem, setSelectedItem] = React.useState<string | null>('tents');
  const [disabledIds, setDisabledIds] = React.useState<string[]>([]);
  const [output, setOutput] = React.useState('Pick a category, then call a method.');

  const run = (describe: (api: NonNullable<typeof apiRef.current>, itemId: string) => string) => {
    const api = apiRef.current;
    if (api && selectedItem) {
      setOutput(describe(api, selectedItem));
    }
  };

  const isDisabled = selectedItem !== null && disabledIds.includes(selectedItem);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button
          size="small"
          variant="outlined"
          disabled={!selectedItem}
          onClick={() =>
            run((api, id) => `getItem('${id}')\n${JSON.stringify(api.getItem(id), null, 2)}`)
          }
        >
          getItem
        </Button>
        <Button
          size="small"
          variant="outlined"
          disabled={!selectedItem}
          onClick={() =>
            run((api, id) => `getParentId('${id}')\n${JSON.stringify(api.getParentId(id))}`)
          }
        >
          getParentId
        </Button>
        <Button
          size="small"
          variant="outlined"
          disabled={!selectedItem}
          onClick={() =>
            run(
              (api, id) =>
                `getItemOrderedChildrenIds('${id}')\n${JSON.stringify(api.getItemOrderedChildrenIds(id))}`,
            )
          }
        >
          getItemOrderedChildrenIds
        </Button>
        <Button
          size="small"
          variant="outlined"
          disabled={!selectedItem}
          onClick={() =>
            run((api, id) => {
              const element = api.getItemDOMElement(id);
              return element
                ? `getItemDOMElement('${id}')\n<${element.tagName.toLowerCase()} role="${element.getAttribute('role')}" aria-expanded="${element.getAttribute('aria-expanded') ?? '(none)'}">`
                : `getItemDOMElement('${id}')\nnull: the item is not rendered (its parent is collapsed)`;
            })
          }
        >
          getItemDOMElement
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() =>
            setOutput(
              `getItemOrderedChildrenIds(null)\n${JSON.stringify(apiRef.current?.getItemOrderedChildrenIds(null))}\n\ngetItemTree()\n${JSON.stringify(apiRef.current?.getItemTree(), null, 1)}`,
            )
          }
        >
          getItemTree
        </Button>
        <Button
          size="small"
          variant="outlined"
          disabled={!selectedItem}
          onClick={() => {
            if (!selectedItem) {
              return;
            }
            apiRef.current?.setIsItemDisabled({
              itemId: selectedItem,
              shouldBeDisabled: !isDisabled,
            });
            setDisabledIds((ids) =>
              isDisabled ? ids.filter((id) => id !== selectedItem) : [...ids, selectedItem],
            );
            setOutput(
              `setIsItemDisabled({ itemId: '${selectedItem}', shouldBeDisabled: ${!isDisabled} })`,
            );
          }}
        >
          {isDisabled ? 'Enable item' : 'Disable item'}
        </Button>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Box sx={{ flex: { sm: 1 }, minWidth: 0, height: 320, overflow: 'auto' }}>
          <RichTreeView
            apiRef={apiRef}
            items={gearCategories}
            disabledItemsFocusable
            defaultExpandedItems={['camping']}
            selectedItems={selectedItem}
            onSelectedItemsChange={(_event, itemId) => setSelectedItem(itemId)}
          />
        </Box>
        <Box
          component="pre"
          role="region"
          aria-label="Method result"
          tabIndex={0}
          sx={{
            m: 0,
            p: 1,
            flex: { sm: 1 },
            minWidth: 0,
            height: { xs: 200, sm: 320 },
            overflow: 'auto',
            fontSize: 13,
            borderRadius: 1,
            bgcolor: 'action.hover',
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
          }}
        >
          {`selected: ${selectedItem ?? 'none'}\n\n${output}`}
        </Box>
      </Stack>
    </Stack>
  );
}
