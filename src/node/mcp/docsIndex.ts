/**
 * The agent index (src/shared/agents/agentIndexFormat.ts) checked and looked up: what every tool
 * of the MCP server answers from. The index may come from another version of the site or a host
 * that serves something else at its address, so it is checked before use and a wrong one is
 * refused with the first thing wrong, never half used.
 */
import { AGENT_INDEX_VERSION, type AgentApiEntry, type AgentDemo, type AgentIndex, type AgentPage, type AgentProduct } from '../../shared/agents/agentIndexFormat';
import { closestMatches, DocsLookupError } from './closestMatches';

export interface DocsIndex {
  /** The origin the answers' addresses use: the one the site is read from, else the one it was built for. */
  origin: string;
  /** The origin the site was built for; its addresses name the same pages. */
  builtFor: string;
  products: AgentProduct[];
  pages: AgentPage[];
  api: AgentApiEntry[];
  demos: AgentDemo[];
  /** By route key (routeKey). */
  pageByRoute: Map<string, AgentPage>;
  /** By the site path of each part of its twin. */
  pageByMarkdown: Map<string, AgentPage>;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const isSitePath = (value: unknown): value is string => isString(value) && value.startsWith('/') && !value.startsWith('//');
const isStrings = (value: unknown): value is string[] => Array.isArray(value) && value.every(isString);

/** What is wrong with each entry of a list, checked one field at a time so the message names the field. */
function checkList(value: unknown, what: string, fields: Record<string, (field: unknown) => boolean>): void {
  if (!Array.isArray(value)) throw new Error(`agent index: ${what} must be a list`);
  value.forEach((entry: unknown, index) => {
    if (!isRecord(entry)) throw new Error(`agent index: ${what}[${index}] is not an object`);
    for (const [field, valid] of Object.entries(fields)) {
      if (!valid(entry[field])) throw new Error(`agent index: ${what}[${index}]${isString(entry.name) ? ` (${entry.name})` : isString(entry.route) ? ` (${entry.route})` : ''} has a bad ${field}`);
    }
  });
}

/** The index as parsed from its JSON, checked field by field. */
export function parseAgentIndex(value: unknown): AgentIndex {
  if (!isRecord(value)) throw new Error('agent index: not an object');
  if (value.version !== AGENT_INDEX_VERSION) throw new Error(`agent index: version ${String(value.version)}, this server reads version ${AGENT_INDEX_VERSION}`);
  if (!isString(value.origin) || !/^https?:\/\/[^/]+$/.test(value.origin)) throw new Error('agent index: origin must be an http(s) origin');
  const productOrNull = (field: unknown) => field === null || isString(field);
  checkList(value.products, 'products', { id: isString, name: isString, routeSegment: isString, apiFolder: isString, packages: isStrings });
  checkList(value.pages, 'pages', {
    route: isSitePath,
    title: isString,
    description: isString,
    product: productOrNull,
    kind: (field) => field === 'guide' || field === 'api' || field === 'api-index',
    markdown: (field) => Array.isArray(field) && field.every(isSitePath),
  });
  checkList(value.api, 'api', { name: isString, kind: (field) => field === 'component' || field === 'interface', product: isString, route: isSitePath, data: isSitePath });
  checkList(value.demos, 'demos', { name: isString, page: isSitePath, product: productOrNull, code: isSitePath });
  return value as unknown as AgentIndex;
}

/** A route as the lookups key it: leading slash, no trailing one (`/x/react-data-grid/sorting`). */
export const routeKey = (route: string) => `/${route.replace(/^\/+|\/+$/g, '')}`;

/** The route as the site links it, with its trailing slash. */
export const routeWithSlash = (route: string) => `${routeKey(route)}/`;

/** The lookups of a checked index; `origin` replaces the index's own when the site is read from elsewhere. */
export function indexDocs(index: AgentIndex, origin: string | null = null): DocsIndex {
  const pageByRoute = new Map<string, AgentPage>();
  const pageByMarkdown = new Map<string, AgentPage>();
  for (const page of index.pages) {
    pageByRoute.set(routeKey(page.route), page);
    for (const part of page.markdown) pageByMarkdown.set(part, page);
  }
  return { origin: origin ?? index.origin, builtFor: index.origin, products: index.products, pages: index.pages, api: index.api, demos: index.demos, pageByRoute, pageByMarkdown };
}

/** The full address of a site path, with an anchor when given. */
export const siteUrl = (docs: DocsIndex, sitePath: string, anchor?: string) => `${docs.origin}${sitePath}${anchor ? `#${anchor}` : ''}`;

/** The address of a page, as the site links it. */
export const pageUrl = (docs: DocsIndex, route: string, anchor?: string) => siteUrl(docs, routeWithSlash(route), anchor);

/** The address of the first part of a page's twin; null for a page without one. */
export const markdownUrl = (docs: DocsIndex, page: AgentPage | undefined) => (page?.markdown.length ? siteUrl(docs, page.markdown[0]) : null);

const squash = (text: string) => text.toLowerCase().replace(/[\s_-]+/g, '');

/** A product by its id (`x-data-grid`), name (`Data Grid`), route segment or API folder, in any case. */
export function findProduct(docs: DocsIndex, wanted: string): AgentProduct {
  const key = squash(wanted);
  const found = docs.products.find((product) => [product.id, product.name, product.routeSegment, product.apiFolder, product.id.replace(/^x-/, '')].some((name) => squash(name) === key));
  if (found) return found;
  // Matched by id or name, suggested by name: the list after the suggestions pairs them.
  const nameOf = new Map(docs.products.flatMap((product) => [[product.id, product.name] as const, [product.name, product.name] as const]));
  const suggestions = [...new Set(closestMatches(wanted, nameOf.keys()).map((name) => nameOf.get(name) ?? name))];
  throw new DocsLookupError(`No product ${JSON.stringify(wanted)}`, suggestions, `Products: ${docs.products.map((product) => `${product.name} (${product.id})`).join(', ')}.`);
}

/** What the pages every product shares (introduction, concepts, migration) are filed under, as the search map names them. */
export const SHARED_PRODUCT = 'MUI X';

/** The product's name for an id of the index; null for the pages every product shares. */
export const productName = (docs: DocsIndex, id: string | null) => (id === null ? null : (docs.products.find((product) => product.id === id)?.name ?? id));
