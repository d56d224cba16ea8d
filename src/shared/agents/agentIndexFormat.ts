/**
 * `out/x/agent-index.json`: what a tool for coding agents reads of a built site to find its pages,
 * API entries and demos without parsing HTML. The build's `agent-files` step writes it from the
 * site model and the page list; the docs' MCP server (src/node/mcp/) reads it from a built `out/`
 * or a deployed origin. Every path in it is a site path (starting with `/`), served as is.
 */
export const AGENT_INDEX_PATH = '/x/agent-index.json';

export const AGENT_INDEX_VERSION = 1;

export interface AgentProduct {
  /** As the site model names it: `x-data-grid`. */
  id: string;
  name: string;
  /** Its guides live under `/x/<routeSegment>/`. */
  routeSegment: string;
  /** Its API pages live under `/x/api/<apiFolder>/`. */
  apiFolder: string;
  /** Its npm packages, community first. */
  packages: string[];
}

export interface AgentPage {
  /** The page's address: `/x/react-data-grid/sorting/`. */
  route: string;
  title: string;
  description: string;
  /** The owning product's id; null for the pages every product shares (introduction, concepts, migration). */
  product: string | null;
  kind: 'guide' | 'api' | 'api-index';
  /**
   * The page's Markdown: its twin, then, when the twin was split to stay under the size an agent's
   * fetch keeps, each further part in order. Empty for a page with no twin (not written yet).
   */
  markdown: string[];
}

export interface AgentApiEntry {
  /** `DataGrid`, `GridColDef`. */
  name: string;
  kind: 'component' | 'interface';
  /** The owning product's id. */
  product: string;
  /** The API page: `/x/api/data-grid/data-grid/`. */
  route: string;
  /** The entry's structured data, an `ApiPageData` (src/shared/api/apiTypes.ts) as JSON. */
  data: string;
}

export interface AgentDemo {
  /** The demo's name as its page names it: `BasicSortingGrid`. */
  name: string;
  /** The route of the page that shows it. */
  page: string;
  product: string | null;
  /** Its sources, a `DemoCode` (src/shared/demos/demoTypes.ts) as JSON: `ts` and `js`, each `{ code }`, and `files`. */
  code: string;
}

export interface AgentIndex {
  version: typeof AGENT_INDEX_VERSION;
  /** The origin the site was built for; page addresses are relative to it. */
  origin: string;
  products: AgentProduct[];
  pages: AgentPage[];
  api: AgentApiEntry[];
  demos: AgentDemo[];
}
