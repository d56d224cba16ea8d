import { productOfApiFolder, productOfRouteSegment, type XProductId } from '../site/products';
import { pathnameToLanguage } from './language';

export type ProductId = XProductId | 'docs' | 'null';

export interface ProductInfo {
  productId: ProductId;
  productCategoryId: 'x' | 'docs' | 'null';
}

/**
 * Product and category of a path. `'null'` is a string on purpose: it survives JSON
 * serialisation into page props and analytics payloads.
 */
export function getProductInfoFromUrl(asPath: string): ProductInfo {
  const { canonicalAsServer } = pathnameToLanguage(asPath);
  const [, first, second, third] = canonicalAsServer.split('?')[0].split('/');

  if (first === 'x') {
    const apiProduct = second === 'api' && third ? productOfApiFolder(third) : undefined;
    if (apiProduct) return { productId: apiProduct.id, productCategoryId: 'x' };
    const product = second ? productOfRouteSegment(second) : undefined;
    return { productId: product ? product.id : 'null', productCategoryId: 'x' };
  }
  if (first === 'versions' || first === 'production-error') {
    return { productId: 'docs', productCategoryId: 'docs' };
  }
  return { productId: 'null', productCategoryId: 'null' };
}
