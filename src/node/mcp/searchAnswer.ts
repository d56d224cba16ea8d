/**
 * The `search_docs` tool's answer: the site's own ranking of its search map (rankSearchMap.ts),
 * grouped by product as the search box lists it (groupRanked.ts), so an agent gets the pages a
 * reader typing the same words is shown, in the same order. Each hit carries the addresses an
 * agent reads next: the page, or the section that answers when the page's title does not (the
 * prop `getRowId` on the DataGrid API page, "Server-side sorting" on the sorting guide), and the
 * page's twin.
 */
import { groupRanked } from '../../shared/search/map/groupRanked';
import { stems, type PreparedSearchMap } from '../../shared/search/map/prepareSearchMap';
import { rankSearchMap, type RankedSection } from '../../shared/search/map/rankSearchMap';
import { queryWordsOf } from '../../shared/search/map/searchTerms';
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
  /** The product's name; SHARED_PRODUCT (docsIndex.ts) for the pages every product shares. */
  product: string;
  kind: 'guide' | 'api';
  /** The section that answers, when the page's title alone does not: a heading or an API entry. */
  section: { kind: HitSectionKind; title: string } | null;
  /** The page's address, at the section's anchor when the hit is a section. */
  url: string;
  /** The page's Markdown twin (its first part when split); null when the page has none. */
  markdownUrl: string | null;
  description: string;
  /** The page's other sections that hold the words. */
  otherSections: { kind: HitSectionKind; title: string; url: string }[];
}

export interface SearchAnswer {
  query: string;
  product: string | null;
  hits: SearchHit[];
}

export const DEFAULT_SEARCH_LIMIT = 10;
/** How many pages the search box ranks (rankSearchMap's default, which searchMapClient.ts keeps). */
const BOX_RANKED = 12;

const SECTION_KINDS: Record<RankedSection['kind'], HitSectionKind> = { heading: 'heading', prop: 'prop', slot: 'slot', classes: 'class' };

/** Whether a title holds every topic word of the query: then the page is the answer, not one of its sections. */
function titleAnswers(title: string, query: string): boolean {
  const held = new Set(stems(title));
  const words = queryWordsOf(query);
  return words.length > 0 && words.every((word) => held.has(word.stem));
}

export function searchAnswer(docs: DocsIndex, map: PreparedSearchMap, { query, product, limit = DEFAULT_SEARCH_LIMIT }: SearchInput): SearchAnswer {
  const only = product ? findProduct(docs, product).name : null;
  // The box groups the first BOX_RANKED by product, so a shorter answer is cut from that grouping
  // to list what the box lists first; a product filter ranks every page, so that the product's
  // pages ranked below the cut are not lost.
  const ranked = rankSearchMap(map, query, { currentProduct: only, limit: only ? map.pages.length : Math.max(limit, BOX_RANKED) });
  const shown = groupRanked(ranked)
    .flatMap((group) => group.pages)
    .filter((page) => !only || page.product === only)
    .slice(0, limit);
  const hits = shown.map((page): SearchHit => {
    const sections = page.sections.map((section) => ({ kind: SECTION_KINDS[section.kind], title: section.title, url: pageUrl(docs, page.url, section.anchor) }));
    // An entry named exactly is the answer even on a page titled with the words (`DataGrid` on DataGrid API).
    const sectionHit = sections.length > 0 && (sections[0].kind !== 'heading' || !titleAnswers(page.title, query));
    const [first, ...more] = sectionHit ? sections : [null, ...sections];
    return {
      title: page.title,
      product: page.product,
      kind: page.kind,
      section: first ? { kind: first.kind, title: first.title } : null,
      url: first?.url ?? pageUrl(docs, page.url),
      markdownUrl: markdownUrl(docs, docs.pageByRoute.get(routeKey(page.url))),
      description: page.description,
      otherSections: more.filter((section) => section !== null),
    };
  });
  return { query, product: only, hits };
}
