/**
 * The `list_pages` tool's answer: the site's pages by product, in the order the index lists them
 * (the nav's), each with what an agent needs to pick one and read it.
 */
import type { AgentPage } from '../../shared/agents/agentIndexFormat';
import { findProduct, markdownUrl, pageUrl, routeWithSlash, SHARED_PRODUCT, type DocsIndex } from './docsIndex';

export type PageKindFilter = 'guide' | 'api' | 'all';

export interface ListedPage {
  title: string;
  route: string;
  url: string;
  /** Null for a page not written yet. */
  markdownUrl: string | null;
  kind: AgentPage['kind'];
  description: string;
}

export interface PageListAnswer {
  products: { id: string | null; name: string; pages: ListedPage[] }[];
}

/** The group of the pages every product shares (introduction, concepts, migration). */
export const SHARED_PAGES = { id: null, name: SHARED_PRODUCT } as const;

const kindMatches = (page: AgentPage, kind: PageKindFilter) => kind === 'all' || (kind === 'api' ? page.kind !== 'guide' : page.kind === 'guide');

export function pageListAnswer(docs: DocsIndex, { product, kind = 'all' }: { product?: string; kind?: PageKindFilter } = {}): PageListAnswer {
  const only = product ? findProduct(docs, product) : null;
  const groups = [...(only ? [] : [SHARED_PAGES]), ...(only ? [only] : docs.products)].map((group) => ({
    id: group.id,
    name: group.name,
    pages: docs.pages
      .filter((page) => page.product === group.id && kindMatches(page, kind))
      .map((page) => ({ title: page.title, route: routeWithSlash(page.route), url: pageUrl(docs, page.route), markdownUrl: markdownUrl(docs, page), kind: page.kind, description: page.description })),
  }));
  return { products: groups.filter((group) => group.pages.length > 0 || only !== null) };
}
