/**
 * The MCP server's resource addresses, one scheme for the three kinds of thing it serves:
 *
 * - `mui-x-docs://page/x/react-data-grid/sorting`: a page's Markdown (the route without its
 *   slashes, so the address reads like the page's own);
 * - `mui-x-docs://api/DataGrid`: a component's or interface's API, as JSON;
 * - `mui-x-docs://demo/x/react-data-grid/sorting/ServerSortOrdersGrid`: a demo's TypeScript
 *   source, its page's route first since two pages may have demos of one name.
 *
 * The templates are what the server declares (RFC 6570; `{+…}` keeps the route's slashes); the
 * functions write the address of one item, which the template matches back to the same values.
 */
import type { AgentApiEntry, AgentDemo, AgentPage } from '../../shared/agents/agentIndexFormat';
import { safeDecode } from '../../shared/utils/safeDecode';
import { routeKey } from './docsIndex';

export const RESOURCE_SCHEME = 'mui-x-docs';

export const PAGE_TEMPLATE = `${RESOURCE_SCHEME}://page/{+route}`;
export const API_TEMPLATE = `${RESOURCE_SCHEME}://api/{name}`;
export const DEMO_TEMPLATE = `${RESOURCE_SCHEME}://demo/{+page}/{name}`;

const bare = (route: string) => routeKey(route).slice(1);

export const pageUri = (page: Pick<AgentPage, 'route'>) => `${RESOURCE_SCHEME}://page/${bare(page.route)}`;
export const apiUri = (entry: Pick<AgentApiEntry, 'name'>) => `${RESOURCE_SCHEME}://api/${encodeURIComponent(entry.name)}`;
export const demoUri = (demo: Pick<AgentDemo, 'page' | 'name'>) => `${RESOURCE_SCHEME}://demo/${bare(demo.page)}/${encodeURIComponent(demo.name)}`;

/** A variable of a matched template: the SDK gives a list for an exploded one, which these templates have not. */
export const variable = (value: string | string[] | undefined) => safeDecode(Array.isArray(value) ? value.join('/') : (value ?? ''));

/** The route a page address names, as the lookups take it. */
export const routeOfVariable = (value: string | string[] | undefined) => `/${variable(value)}`;
