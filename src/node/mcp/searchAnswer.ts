/**
 * The `search_docs` tool's answer: the site's own ranking of its search map (rankSearchMap.ts),
 * grouped by product as the search box lists it (groupRanked.ts), so an agent gets the pages a
 * reader typing the same words is shown, in the same order. Each hit carries the addresses an
 * agent reads next: the page (at its best section when one holds the words) and its twin.
 */
import { groupRanked } from '../../shared/search/map/groupRanked';
import type { PreparedSearchMap } from '../../shared/search/map/prepareSearchMap';
import { rankSearchMap, type RankedSection } from '../../shared/search/map/rankSearchMap';
import { findProduct, markdownUrl, pageUrl, routeKey, type DocsIndex } from './docsIndex';

export interface SearchInput {
  query: string;
  /** A product's id or name: only its pages. */
  product?: string;
  limit?: number;
}

export type HitSectionKind = 'heading' | 'prop' | 'slot' | 'class';

export interface SearchHit {
  title: string;
  /** The product's name; "MUI X" for the pages every product shares. */
  product: string;
  kind: 'guide' | 'api';
  /** The section of the page that holds the words, when one does: a heading or an API entry. */
  section: { kind: HitSectionKind; title: string } | null;
  /** The page's address, at the section's anchor when there is a section. */
  url: string;
  /** The page's Markdown twin (its first part when split); null when the page has none. */
  markdownUrl: string | null;
  description: string;
  /** Further sections of the same page that hold the words. */
  moreSections: { kind: HitSectionKind; title: string; url: string }[];
}

export interface SearchAnswer {
  query: string;
  product: string | null;
  hits: SearchHit[];
}

export const DEFAULT_SEARCH_LIMIT = 10;

const SECTION_KINDS: Record<RankedSection['kind'], HitSectionKind> = { heading: 'heading', prop: 'prop', slot: 'slot', classes: 'class' };

export function searchAnswer(docs: DocsIndex, map: PreparedSearchMap, { query, product, limit = DEFAULT_SEARCH_LIMIT }: SearchInput): SearchAnswer {
  const only = product ? findProduct(docs, product).name : null;
  // Ranked all at once: a product filter applied after a cut would drop its pages ranked below it.
  const ranked = rankSearchMap(map, query, { currentProduct: only, limit: only ? map.pages.length : limit });
  const shown = groupRanked(ranked)
    .flatMap((group) => group.pages)
    .filter((page) => !only || page.product === only)
    .slice(0, limit);
  const hits = shown.map((page): SearchHit => {
    const sections = page.sections.map((section) => ({ kind: SECTION_KINDS[section.kind], title: section.title, url: pageUrl(docs, page.url, section.anchor) }));
    const [first, ...more] = sections;
    return {
      title: page.title,
      product: page.product,
      kind: page.kind,
      section: first ? { kind: first.kind, title: first.title } : null,
      url: first?.url ?? pageUrl(docs, page.url),
      markdownUrl: markdownUrl(docs, docs.pageByRoute.get(routeKey(page.url))),
      description: page.description,
      moreSections: more,
    };
  });
  return { query, product: only, hits };
}
