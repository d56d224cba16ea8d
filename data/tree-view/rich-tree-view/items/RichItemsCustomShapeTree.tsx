import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { catalogueEntries, type CatalogueEntry } from './gearCatalogue';

// The back office's fields, read where the tree expects `id`, `label` and `children`.
const getItemId = (entry: CatalogueEntry) => entry.sku;
const getItemLabel = (entry: CatalogueEntry) =>
  entry.inStock === undefined ? entry.name : `${entry.name} (${entry.inStock} in stock)`;
const getItemChildren = (entry: CatalogueEntry) => entry.variants;

export default function RichItemsCustomShapeTree() {
  return (
    <Box sx={{ width: '100%', height: 300, overflow: 'auto' }}>
      <RichTreeView
        items={catalogueEntries}
        getItemId={getItemId}
        getItemLabel={getItemLabel}
        getItemChildren={getItemChildren}
        defaultExpandedItems={['TNT-200', 'BAG-090']}
      />
    </Box>
  );
}
