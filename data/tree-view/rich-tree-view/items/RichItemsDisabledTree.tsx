import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { catalogueEntries, type CatalogueEntry } from './gearCatalogue';

const getItemId = (entry: CatalogueEntry) => entry.sku;
const getItemLabel = (entry: CatalogueEntry) =>
  entry.discontinued ? `${entry.name} (discontinued)` : entry.name;
const getItemChildren = (entry: CatalogueEntry) => entry.variants;
const isItemDisabled = (entry: CatalogueEntry) => !!entry.discontinued;

export default function RichItemsDisabledTree() {
  return (
    <Box sx={{ width: '100%', height: 300, overflow: 'auto' }}>
      <RichTreeView
        items={catalogueEntries}
        getItemId={getItemId}
        getItemLabel={getItemLabel}
        getItemChildren={getItemChildren}
        isItemDisabled={isItemDisabled}
        defaultExpandedItems={['TNT-200', 'BAG-090']}
      />
    </Box>
  );
}
