import type {
  GridGetRowsParams,
  GridGetRowsResponse,
  GridSortModel,
} from '@mui/x-data-grid-pro';
import { round, seededRandom } from '@docs/demo-data';

export interface Product {
  id: number;
  sku: string;
  name: string;
  category: 'Lighting' | 'Seating' | 'Storage' | 'Tables' | 'Textiles';
  /** In US dollars. */
  price: number;
  inStock: number;
}

const CATEGORIES: Array<[Product['category'], string[]]> = [
  ['Lighting', ['desk lamp', 'floor lamp', 'pendant light', 'wall sconce']],
  ['Seating', ['armchair', 'bar stool', 'bench', 'office chair']],
  ['Storage', ['bookcase', 'drawer unit', 'shoe cabinet', 'wardrobe']],
  ['Tables', ['coffee table', 'dining table', 'side table', 'standing desk']],
  ['Textiles', ['cushion cover', 'rug', 'throw blanket', 'curtain pair']],
];
const FINISHES = ['Oak', 'Walnut', 'Birch', 'Black', 'White', 'Sage', 'Terracotta', 'Linen'];

const TOTAL = 5000;
const random = seededRandom(808);

const catalogue: Product[] = Array.from({ length: TOTAL }, (_, index) => {
  const [category, items] = CATEGORIES[Math.floor(random() * CATEGORIES.length)];
  const item = items[Math.floor(random() * items.length)];
  const finish = FINISHES[Math.floor(random() * FINISHES.length)];
  return {
    id: index + 1,
    sku: `FN-${String(index + 1).padStart(5, '0')}`,
    name: `${finish} ${item}`,
    category,
    price: round(15 + random() * 900),
    inStock: Math.floor(random() * 250),
  };
});

function sortCatalogue(sortModel: GridSortModel): Product[] {
  const [item] = sortModel;
  if (!item?.sort) return catalogue;
  const field = item.field as keyof Product;
  const direction = item.sort === 'asc' ? 1 : -1;
  return [...catalogue].sort((a, b) => {
    const left = a[field];
    const right = b[field];
    const result =
      typeof left === 'number' && typeof right === 'number'
        ? left - right
        : String(left).localeCompare(String(right));
    return result * direction;
  });
}

/**
 * Stands in for `GET /products?sort=…&offset=…&limit=…`: sorts the 5,000 products, answers with
 * the rows asked for and the total count, after 700 ms.
 */
export function fetchProducts(params: GridGetRowsParams): Promise<GridGetRowsResponse> {
  const start = Number(params.start);
  const rows = sortCatalogue(params.sortModel).slice(start, params.end + 1);
  return new Promise((resolve) => {
    setTimeout(() => resolve({ rows, rowCount: TOTAL }), 700);
  });
}
