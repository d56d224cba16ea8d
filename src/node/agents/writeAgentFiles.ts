/**
 * Writes what coding agents read beside the export, from the page list and the site model: the
 * short index at `/llms.txt` and `/x/llms.txt`, one index per product (`/x/llms-<folder>.txt`),
 * every page's Markdown in `/x/llms-full.txt`, each API entry's structured data beside its page
 * (`/x/api/<folder>/<name>.json`), and `/x/agent-index.json` (src/shared/agents/agentIndexFormat.ts),
 * which the docs' MCP server reads. A step of scripts/build-site.ts, after the twins it links.
 */
import fs from 'node:fs';
import path from 'node:path';
import { AGENT_INDEX_PATH, AGENT_INDEX_VERSION, type AgentApiEntry, type AgentDemo, type AgentIndex, type AgentPage } from '../../shared/agents/agentIndexFormat';
import { AGENTS_INDEX_PATH, FULL_TEXT_PATH, ROOT_INDEX_PATH, productIndexPath, twinPartPath } from '../../shared/agents/agentFiles';
import { getProductInfoFromUrl } from '../../shared/nav/productInfo';
import { pageToTitle } from '../../shared/nav/pageTitle';
import { withTrailingSlash } from '../../shared/nav/routes';
import { activePageOf } from '../../shared/nav/siteNav';
import { productLocations, type ProductLocation } from '../../shared/site/products';
import { siteOrigin } from '../../shared/site/siteIdentity';
import { readApiPageData } from '../api/readApiData';
import { loadDemoLookup } from '../demos/demoData';
import { markdownPathForRoute } from '../markdown/contentPath';
import type { SitePage } from '../site/sitePages';
import type { StepContext } from '../site/stepContext';
import { renderFullText, renderProductIndex, renderShortIndex, type IndexText, type ListedPage } from './llmsFiles';

const SUITE: IndexText = {
  name: 'MUI X',
  summary: 'Documentation of MUI X: advanced React components for data grids, date and time pickers, charts and tree views, built on Material UI.',
};

interface TwinPage extends SitePage {
  markdownTwin: string;
  product: ProductLocation | undefined;
}

function productOf(route: string): ProductLocation | undefined {
  const { productId } = getProductInfoFromUrl(route);
  return productLocations.find((product) => product.id === productId);
}

/** The nav group a page is listed under: the one below its product's, or its top-level group for a shared page. */
function groupOf(page: TwinPage): string {
  const parents = activePageOf(page.route).activePageParents;
  const group = page.product ? parents.at(-2) : parents.at(-1);
  return group ? pageToTitle(group) : (page.product?.name ?? 'Other pages');
}

function write(site: string, sitePath: string, text: string): void {
  const file = path.join(site, sitePath);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

/** A page's Markdown: its twin, then the parts the twins step cut it into, if any. */
function markdownFiles(site: string, twin: string): string[] {
  const files = [twin];
  while (fs.existsSync(path.join(site, twinPartPath(twin, files.length + 1)))) files.push(twinPartPath(twin, files.length + 1));
  return files;
}

function apiEntries(site: string, root: string, pages: readonly TwinPage[]): AgentApiEntry[] {
  const entries: AgentApiEntry[] = [];
  for (const page of pages) {
    const api = page.kind === 'api' ? readApiPageData(page.route, root) : null;
    if (!api || !page.product) continue;
    const data = `${page.route}.json`;
    write(site, data, JSON.stringify(api));
    entries.push({ name: api.name, kind: api.kind, product: page.product.id, route: withTrailingSlash(page.route), data });
  }
  return entries;
}

function demosOf(root: string, pages: readonly TwinPage[]): AgentDemo[] {
  const demos = loadDemoLookup(root);
  return pages
    .filter((page) => page.kind === 'guide')
    .flatMap((page) => {
      const folder = path.posix.dirname(markdownPathForRoute(page.route)).replace(/^data\//, '');
      return demos.namesIn(folder).map((name) => {
        const entry = demos.find(folder, name);
        if (!entry) throw new Error(`the demo manifest lists ${folder}/${name} but cannot find it`);
        return { name, page: withTrailingSlash(page.route), product: page.product?.id ?? null, code: entry.codeUrl };
      });
    });
}

export function writeAgentFiles({ site, root, pages: sitePages, log }: StepContext): void {
  const pages: TwinPage[] = sitePages()
    .filter((page): page is SitePage & { markdownTwin: string } => page.nav && !page.noindex && page.markdownTwin !== null)
    .map((page) => ({ ...page, product: productOf(page.route) }));
  const listed = (page: TwinPage): ListedPage => ({ markdownUrl: `${siteOrigin}${page.markdownTwin}`, title: page.title, description: page.description, group: groupOf(page) });

  const products = productLocations.map((product) => {
    const own = pages.filter((page) => page.product === product);
    write(site, productIndexPath(product.apiFolder), renderProductIndex({ name: `MUI X ${product.name}`, summary: `${SUITE.summary} This index lists the ${product.name} pages.` }, own.map(listed)));
    return { name: product.name, indexUrl: `${siteOrigin}${productIndexPath(product.apiFolder)}`, packages: product.packages, pageCount: own.length };
  });
  const shortIndex = renderShortIndex(SUITE, products, pages.filter((page) => !page.product).map(listed), `${siteOrigin}${FULL_TEXT_PATH}`);
  write(site, ROOT_INDEX_PATH, shortIndex);
  write(site, AGENTS_INDEX_PATH, shortIndex);

  const withFiles = pages.map((page) => ({ page, files: markdownFiles(site, page.markdownTwin) }));
  const twins = withFiles.map(({ page, files }) => ({
    url: page.canonical ?? `${siteOrigin}${withTrailingSlash(page.route)}`,
    markdown: files.map((file) => fs.readFileSync(path.join(site, file), 'utf8')).join('\n\n'),
  }));
  const fullText = renderFullText(SUITE, twins);
  write(site, FULL_TEXT_PATH, fullText);

  const agentPages: AgentPage[] = withFiles.map(({ page, files }) => ({
    route: withTrailingSlash(page.route),
    title: page.title,
    description: page.description,
    product: page.product?.id ?? null,
    kind: page.kind === 'api' ? 'api' : page.kind === 'api-index' ? 'api-index' : 'guide',
    markdown: files,
  }));
  const index: AgentIndex = {
    version: AGENT_INDEX_VERSION,
    origin: siteOrigin,
    products: productLocations.map(({ id, name, routeSegment, apiFolder, packages }) => ({ id, name, routeSegment, apiFolder, packages: [...packages] })),
    pages: agentPages,
    api: apiEntries(site, root, pages),
    demos: demosOf(root, pages),
  };
  write(site, AGENT_INDEX_PATH, JSON.stringify(index));
  log(
    `llms.txt (${shortIndex.length} characters) at / and /x/, ${products.length} product indexes, llms-full.txt (${Math.round(fullText.length / 1000)}K characters), ` +
      `agent-index.json: ${index.pages.length} pages, ${index.api.length} API entries, ${index.demos.length} demos`,
  );
}
