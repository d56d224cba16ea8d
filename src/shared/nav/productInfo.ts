import { pathnameToLanguage } from './language';

export type ProductId =
  | 'x-data-grid'
  | 'x-date-pickers'
  | 'x-charts'
  | 'x-tree-view'
  | 'docs'
  | 'null';

export interface ProductInfo {
  productId: ProductId;
  productCategoryId: 'x' | 'docs' | 'null';
}

const API_FOLDERS: Record<string, ProductId> = {
  'data-grid': 'x-data-grid',
  'date-pickers': 'x-date-pickers',
  charts: 'x-charts',
  // The reference site forgot this folder, leaving tree-view API pages without a product.
  'tree-view': 'x-tree-view',
};

const PRODUCTS: readonly ProductId[] = ['x-data-grid', 'x-date-pickers', 'x-charts', 'x-tree-view'];

/**
 * Product and category of a path. `'null'` is a string on purpose: it survives JSON
 * serialisation into page props and analytics payloads.
 */
export function getProductInfoFromUrl(asPath: string): ProductInfo {
  const { canonicalAsServer } = pathnameToLanguage(asPath);
  const [, first, second, third] = canonicalAsServer.split('?')[0].split('/');

  if (first === 'x') {
    if (second === 'api' && third && API_FOLDERS[third]) {
      return { productId: API_FOLDERS[third], productCategoryId: 'x' };
    }
    const candidate = `x-${(second ?? '').replace(/^react-/, '')}` as ProductId;
    const isProduct = second?.startsWith('react-') && PRODUCTS.includes(candidate);
    return { productId: isProduct ? candidate : 'null', productCategoryId: 'x' };
  }
  if (first === 'versions' || first === 'production-error') {
    return { productId: 'docs', productCategoryId: 'docs' };
  }
  return { productId: 'null', productCategoryId: 'null' };
}
