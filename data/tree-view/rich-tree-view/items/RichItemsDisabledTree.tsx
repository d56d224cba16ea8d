import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { catalogueEntries, type CatalogueEntry } from './gearCatalogue';

const getItemId = (entry: CatalogueEntry) => entry.sku;
const getItemLabel = (entry: CatalogueEntry) =>
  entry.discontinued ? `${entry.name} (discontinued)` : entry.name;
const getItemChildren = (entry: CatalogueEntry) => entry.variants;
const isItemDisabled = (entry: CatalogueEntry) => !!entry.discontinued;

export default function RichItemsDisabledTree() {
  const [focusable, setFocusable] = React.useState(false);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch checked={focusable} onChange={(event) => setFocusable(event.target.checked)} />
        }
        label="disabledItemsFocusable"
      />
      <Box sx={{ height: 300, overflow: 'auto' }}>
        <RichTreeView
          items={catalogueEntries}
          getItemId={getItemId}
          getItemLabel={getItemLabel}
          getItemChildren={getItemChildren}
          isItemDisabled={isItemDisabled}
          disabledItemsFocusable={focusable}
          defaultExpandedItems={['TNT-200', 'BAG-090']}
        />
      </Box>
    </Stack>
  );
}
