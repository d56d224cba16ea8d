import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

/** The categories of an outdoor gear shop, in the default item shape (`id`, `label`, `children`). */
export const gearCategories: TreeViewBaseItem[] = [
  {
    id: 'camping',
    label: 'Camping',
    children: [
      { id: 'tents', label: 'Tents' },
      { id: 'sleeping-bags', label: 'Sleeping bags' },
      { id: 'stoves', label: 'Stoves and fuel' },
    ],
  },
  {
    id: 'climbing',
    label: 'Climbing',
    children: [
      { id: 'ropes', label: 'Ropes' },
      { id: 'harnesses', label: 'Harnesses' },
    ],
  },
  {
    id: 'clothing',
    label: 'Clothing',
    children: [
      { id: 'jackets', label: 'Jackets' },
      { id: 'base-layers', label: 'Base layers' },
    ],
  },
  { id: 'gift-cards', label: 'Gift cards' },
];

/** A product record as the shop's back office stores it: the shape is the back office's, not the tree's. */
export interface CatalogueEntry {
  sku: string;
  name: string;
  /** Shown after the name, so readers see the stock at a glance. */
  inStock?: number;
  /** Discontinued entries stay in the tree but cannot be selected or expanded. */
  discontinued?: boolean;
  variants?: CatalogueEntry[];
}

export const catalogueEntries: CatalogueEntry[] = [
  {
    sku: 'TNT-200',
    name: 'Ridgeline 2-person tent',
    variants: [
      { sku: 'TNT-200-GRN', name: 'Forest green', inStock: 14 },
      { sku: 'TNT-200-ORG', name: 'Signal orange', inStock: 3 },
    ],
  },
  {
    sku: 'TNT-400',
    name: 'Basecamp 4-person tent',
    discontinued: true,
    variants: [{ sku: 'TNT-400-GRY', name: 'Storm grey', inStock: 0 }],
  },
  {
    sku: 'BAG-090',
    name: 'Alpine -9 °C sleeping bag',
    variants: [
      { sku: 'BAG-090-R', name: 'Regular', inStock: 22 },
      { sku: 'BAG-090-L', name: 'Long', inStock: 7 },
      { sku: 'BAG-090-XL', name: 'Extra long', inStock: 0, discontinued: true },
    ],
  },
  { sku: 'STV-010', name: 'Pocket gas stove', inStock: 41 },
];
