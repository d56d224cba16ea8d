import type { ExcerptPart } from './excerpt';
import type { SectionHit } from './sections';

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

const normalise = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();

/**
 * Groups ranked pages by product. The reader's current product comes first, then the others in
 * the order of their best page. Inside a group Pagefind's order stands, except that a page titled
 * exactly like the query goes first: "pagination" should open on the Pagination page, however
 * often other pages say the word.
 */
export function groupResults(pages: readonly PageHit[], currentProduct: string | null, query: string): ResultGroup[] {
  const wanted = normalise(query);
  const groups = new Map<string, PageHit[]>();
  for (const page of pages) {
    const group = groups.get(page.product) ?? [];
    group.push(page);
    groups.set(page.product, group);
  }
  const exact = (page: PageHit) => normalise(displayTitle(page).replace(/ API$/, '')) === wanted;
  const ordered = [...groups.entries()].map(([product, hits]) => ({
    product,
    pages: hits.map((page, rank) => ({ page, rank })).sort((a, b) => Number(exact(b.page)) - Number(exact(a.page)) || a.rank - b.rank).map(({ page }) => page),
  }));
  const current = ordered.findIndex((group) => group.product === currentProduct);
  if (current > 0) ordered.unshift(...ordered.splice(current, 1));
  return ordered;
}
