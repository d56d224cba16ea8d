/**
 * Ranked pages as the dialog lists them: grouped by product, each group where its best page
 * ranked, pages in rank order within it. The relevance gate counts positions in this order, the
 * one a reader sees.
 */
export function groupRanked<Page extends { product: string }>(pages: readonly Page[]): { product: string; pages: Page[] }[] {
  const groups = new Map<string, Page[]>();
  for (const page of pages) groups.set(page.product, [...(groups.get(page.product) ?? []), page]);
  return [...groups].map(([product, members]) => ({ product, pages: members }));
}
