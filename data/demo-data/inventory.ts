export type InventoryCategory =
  'Tools' | 'Fasteners' | 'Electrical' | 'Paint' | 'Garden';

export interface InventoryItem {
  id: number;
  sku: string;
  name: string;
  category: InventoryCategory;
  warehouse: 'North' | 'South' | 'East';
  inStock: number;
  /** Below this count the item should be ordered again. */
  reorderLevel: number;
  /** Cost of one unit, in US dollars. */
  unitCost: number;
}

type Row = [
  name: string,
  category: InventoryCategory,
  warehouse: InventoryItem['warehouse'],
  inStock: number,
  reorderLevel: number,
  unitCost: number,
];

const ROWS: Row[] = [
  ['Cordless drill 18 V', 'Tools', 'North', 34, 10, 89.5],
  ['Claw hammer', 'Tools', 'South', 120, 40, 12.9],
  ['Adjustable wrench set', 'Tools', 'East', 8, 15, 24.75],
  ['Wood screws 4×40 (200)', 'Fasteners', 'North', 560, 150, 6.4],
  ['Wall anchors (50)', 'Fasteners', 'South', 95, 100, 4.2],
  ['Hex bolts M8 (25)', 'Fasteners', 'East', 210, 60, 5.85],
  ['LED bulb E27 9 W', 'Electrical', 'North', 430, 120, 2.3],
  ['Extension cord 5 m', 'Electrical', 'South', 18, 25, 11.6],
  ['Smart plug', 'Electrical', 'East', 62, 20, 14.99],
  ['Interior paint white 5 L', 'Paint', 'North', 44, 30, 27.0],
  ['Masking tape 48 mm', 'Paint', 'South', 300, 80, 3.1],
  ['Paint roller kit', 'Paint', 'East', 12, 20, 9.95],
  ['Garden hose 25 m', 'Garden', 'North', 27, 10, 32.5],
  ['Pruning shears', 'Garden', 'South', 73, 25, 15.4],
  ['Potting soil 40 L', 'Garden', 'East', 0, 30, 7.8],
  ['Rain gauge', 'Garden', 'North', 41, 10, 6.25],
];

/** 16 items of a hardware store's stock across three warehouses; some are below their reorder level. */
export const inventory: readonly InventoryItem[] = ROWS.map(
  ([name, category, warehouse, inStock, reorderLevel, unitCost], index) => ({
    id: index + 1,
    sku: `${category.slice(0, 3).toUpperCase()}-${String(1001 + index * 13)}`,
    name,
    category,
    warehouse,
    inStock,
    reorderLevel,
    unitCost,
  }),
);
