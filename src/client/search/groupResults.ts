import type { ExcerptPart } from './excerpt';
import { exactness } from './exactMatch';
import type { SectionHit } from './resultSections';

export type PageKind = 'guide' | 'api';

/** One page among the results, with its matching sections. */
export interface PageHit {
  url: string;
  title: string;
  product: string;
  kind: PageKind;
  excerpt: ExcerptPart[];
  sections: SectionHit[];
}

export interface ResultGroup {
  product: string;
  pages: PageHit[];
}

/**
 * A result's title without the product prefix its group header already shows: "Data Grid -
 * Pagination" reads "Pagination" under the Data Grid chip.
 */
export function displayTitle(page: Pick<PageHit, 'title' | 'product'>): string {
  const match = /^(.+?) - (.+)$/.exec(page.title);
  const productWord = page.product.split(' ')[0] ?? '';
  return match?.[1] && match[2] && productWord && match[1].startsWith(productWord) ? match[2] : page.title;
}

/**
 * How surely a page is what the reader asked for: titled like the query (4 character for
 * character, 3 ignoring case), else the name of one of its API entries (2, 1), else 0. A page
 * title outranks an entry: "pagination" opens on the Pagination guide before the `pagination` prop.
 */
export function pageExactness(page: Pick<PageHit, 'title' | 'product' | 'sections'>, query: string): number {
  const title = exactness(displayTitle(page).replace(/ API$/, ''), query);
  if (title) return 2 + title;
  return Math.max(0, ...page.sections.map((section) => (section.kind === 'heading' ? 0 : exactness(section.title, query))));
}

/**
 * Groups ranked pages by product. Pagefind ranks by how often and how densely a page says the
 * words, so a method named `setRowSelectionModel` can beat the `rowSelectionModel` prop: pages
 * that are exactly the query (see pageExactness) come first, then Pagefind's order. Groups follow
 * their best page, the reader's current product first among equals.
 */
export function groupResults(pages: readonly PageHit[], currentProduct: string | null, query: string): ResultGroup[] {
  const ranked = pages.map((page, rank) => ({ page, rank, exact: pageExactness(page, query) })).sort((a, b) => b.exact - a.exact || a.rank - b.rank);
  const groups = new Map<string, { product: string; pages: PageHit[]; exact: number }>();
  for (const { page, exact } of ranked) {
    const group = groups.get(page.product) ?? { product: page.product, pages: [], exact };
    group.pages.push(page);
    groups.set(page.product, group);
  }
  // Stable: products whose best pages are equally exact keep the order of those pages.
  return [...groups.values()]
    .sort((a, b) => b.exact - a.exact || Number(b.product === currentProduct) - Number(a.product === currentProduct))
    .map(({ product, pages: hits }) => ({ product, pages: hits }));
}
