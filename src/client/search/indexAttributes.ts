import type { PageKind } from './groupResults';

/** What the search index is told about a page: its title, product and kind. */
export interface SearchTags {
  title: string;
  product: string;
  kind: PageKind;
}

/**
 * Attributes that make an element the indexed body of its page. Pagefind reads the tags from the
 * element's own attributes, both as filters and as metadata returned with each result; pages
 * without such an element (404, the playground, pages not written yet) stay out of the index.
 */
export function searchIndexAttributes(tags: SearchTags | null): Record<string, string> {
  if (!tags) return {};
  return {
    'data-pagefind-body': '',
    'data-search-title': tags.title,
    'data-search-product': tags.product,
    'data-search-kind': tags.kind,
    'data-pagefind-meta': 'title[data-search-title], product[data-search-product], kind[data-search-kind]',
    'data-pagefind-filter': 'product[data-search-product], kind[data-search-kind]',
  };
}
