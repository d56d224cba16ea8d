/**
 * The `get_page_markdown` tool's answer: which page an agent means, however it wrote the page's
 * address (the route with or without its slash, a full URL of the site, the twin's `.md` path or
 * address, even a part of a split twin), and the page's whole twin, its parts joined in order.
 */
import type { AgentPage } from '../../shared/agents/agentIndexFormat';
import { suggestRoutes } from '../../shared/nav/suggest';
import { closestMatches, DocsLookupError } from './closestMatches';
import { routeKey, type DocsIndex } from './docsIndex';

/**
 * The site path an agent's page reference names: a URL of another site is refused (the server
 * would otherwise answer with a page of its own for a page of someone else's).
 */
function sitePathOf(docs: DocsIndex, reference: string, origins: readonly string[]): string {
  const trimmed = reference.trim();
  if (/^[A-Za-z][A-Za-z0-9+.-]*:/.test(trimmed) || trimmed.startsWith('//')) {
    let url: URL;
    try {
      url = new URL(trimmed.startsWith('//') ? `https:${trimmed}` : trimmed);
    } catch {
      throw new DocsLookupError(`${JSON.stringify(reference)} is not a URL or route`, []);
    }
    if (!origins.includes(url.origin)) throw new DocsLookupError(`${url.origin} is not this site (${docs.origin})`, [], 'Give a route such as /x/react-data-grid/sorting/.');
    return url.pathname;
  }
  const path = trimmed.replace(/[?#].*$/, '');
  return path.startsWith('/') ? path : `/${path}`;
}

/** Routes most like one the site does not have: by their words (typos too), else by their last segment. */
function pagesLike(docs: DocsIndex, key: string): string[] {
  const routes = docs.pages.map((page) => page.route);
  const byWords = suggestRoutes(key, routes);
  if (byWords.length) return byWords;
  const byLast = new Map(routes.map((route) => [routeKey(route).split('/').pop() ?? route, route]));
  return closestMatches(key.split('/').pop() ?? key, byLast.keys()).map((last) => byLast.get(last) ?? last);
}

/** The page a route, URL or Markdown path names, or a DocsLookupError with the routes most like it. */
export function findPage(docs: DocsIndex, reference: string): AgentPage {
  const sitePath = sitePathOf(docs, reference, [docs.origin, docs.builtFor]);
  const byMarkdown = docs.pageByMarkdown.get(sitePath);
  if (byMarkdown) return byMarkdown;
  const key = routeKey(sitePath.replace(/\.md$/, '').replace(/\/index\.html$/, ''));
  // `react-data-grid/sorting` without its `/x/` prefix is as clear as with it.
  const page = docs.pageByRoute.get(key) ?? (key.startsWith('/x/') ? undefined : docs.pageByRoute.get(`/x${key}`));
  if (page) return page;
  throw new DocsLookupError(`No page at ${JSON.stringify(reference)}`, pagesLike(docs, key), 'list_pages lists every page; search_docs finds one by its words.');
}

/** The site paths to read for a page's whole twin, or a DocsLookupError for a page without one. */
export function markdownParts(page: AgentPage): string[] {
  if (page.markdown.length === 0) throw new DocsLookupError(`${page.title} (${page.route}) has no Markdown yet: the page is not written`, []);
  return page.markdown;
}

/** A split twin's parts as one document, in order; each part ends at a line's end and they are split between blocks. */
export function joinMarkdownParts(parts: readonly string[]): string {
  return `${parts.map((part) => part.replace(/\s+$/, '')).join('\n\n')}\n`;
}
