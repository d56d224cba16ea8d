import type { ProductId } from '../../shared/nav/productInfo';

/** Languages the hosted index has records for; anything else searches English. */
export const DOCSEARCH_LANGUAGES = ['en', 'zh'] as const;

/**
 * The DocSearch query parameters: only this version's records in the reader's language, and the
 * current product boosted (an optional filter ranks, it does not exclude), as the reference does.
 */
export function docSearchParameters(userLanguage: string, productId: ProductId, productCategoryId: string) {
  const language = (DOCSEARCH_LANGUAGES as readonly string[]).includes(userLanguage) ? userLanguage : 'en';
  const boost = productId !== 'null' ? `productId:${productId}` : `productCategoryId:${productCategoryId}`;
  return {
    facetFilters: ['version:master', `language:${language}`],
    optionalFilters: [boost],
    analyticsTags: [`language:${language}`, `product:${productId}`],
    hitsPerPage: 40,
    attributesToRetrieve: ['hierarchy.lvl0', 'hierarchy.lvl1', 'hierarchy.lvl2', 'hierarchy.lvl3', 'hierarchy.lvl4', 'hierarchy.lvl5', 'hierarchy.lvl6', 'content', 'type', 'url', 'productId', 'productCategoryId'],
  };
}

/**
 * A hit's URL made local (path, query and hash only), so a preview deployment or a local build
 * stays on itself instead of jumping to the production host the index was crawled from.
 */
export function localHitUrl(url: string): string {
  try {
    const parsed = new URL(url, 'https://docs.invalid');
    return `${parsed.pathname}${parsed.search}${parsed.hash}`;
  } catch {
    return url;
  }
}
