/**
 * The MCP server's resources, for editors that read and attach resources rather than call tools:
 * every page (Markdown), API entry (JSON) and demo (source) of the site, under the addresses of
 * resourceUris.ts. Each template lists its items from the agent index, so a client can browse
 * them, and completes its names; a read answers what the matching tool answers.
 */
import { ResourceTemplate, type McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { ReadResourceResult } from '@modelcontextprotocol/sdk/types.js';
import { apiAnswer, findApiEntry } from './apiAnswer';
import { demoAnswer, findDemo } from './demoAnswer';
import { productName, routeKey, SHARED_PRODUCT, type DocsIndex } from './docsIndex';
import { readApiData, readPageMarkdown, type DocsSite } from './docsSite';
import { findPage } from './pageAnswer';
import { API_TEMPLATE, apiUri, DEMO_TEMPLATE, demoUri, PAGE_TEMPLATE, pageUri, routeOfVariable, variable } from './resourceUris';

/** How many completions a client is offered for one variable. */
const COMPLETIONS = 50;

/** Values of a list starting with what was typed, in any case. */
function completing(values: () => Promise<readonly string[]>) {
  return async (typed: string) => {
    const start = typed.toLowerCase();
    return (await values()).filter((value) => value.toLowerCase().startsWith(start)).slice(0, COMPLETIONS);
  };
}

export function registerDocsResources(server: McpServer, site: DocsSite): void {
  const docs = () => site.docs();
  const productNote = (index: DocsIndex, id: string | null) => productName(index, id) ?? SHARED_PRODUCT;

  server.registerResource(
    'page',
    new ResourceTemplate(PAGE_TEMPLATE, {
      list: async () => {
        const index = await docs();
        return {
          resources: index.pages
            .filter((page) => page.markdown.length > 0)
            .map((page) => ({ uri: pageUri(page), name: routeKey(page.route), title: page.title, description: `${productNote(index, page.product)}: ${page.description}`, mimeType: 'text/markdown' })),
        };
      },
      complete: { route: completing(async () => (await docs()).pages.map((page) => routeKey(page.route).slice(1))) },
    }),
    { title: 'Docs page', description: 'A page of the MUI X docs as Markdown, demos inlined: mui-x-docs://page/x/react-data-grid/sorting.', mimeType: 'text/markdown' },
    async (uri, variables): Promise<ReadResourceResult> => {
      const page = findPage(await docs(), routeOfVariable(variables.route));
      return { contents: [{ uri: uri.href, mimeType: 'text/markdown', text: await readPageMarkdown(site, page) }] };
    },
  );

  server.registerResource(
    'api',
    new ResourceTemplate(API_TEMPLATE, {
      list: async () => {
        const index = await docs();
        return { resources: index.api.map((entry) => ({ uri: apiUri(entry), name: entry.name, title: `${entry.name} API`, description: `${productNote(index, entry.product)} ${entry.kind}`, mimeType: 'application/json' })) };
      },
      complete: { name: completing(async () => (await docs()).api.map((entry) => entry.name)) },
    }),
    { title: 'API reference', description: "A component's or interface's API as JSON (props, slots, CSS classes, imports, demos): mui-x-docs://api/DataGrid.", mimeType: 'application/json' },
    async (uri, variables): Promise<ReadResourceResult> => {
      const index = await docs();
      const entry = findApiEntry(index, variable(variables.name));
      const answer = apiAnswer(index, entry, await readApiData(site, entry));
      return { contents: [{ uri: uri.href, mimeType: 'application/json', text: JSON.stringify(answer, null, 2) }] };
    },
  );

  server.registerResource(
    'demo',
    new ResourceTemplate(DEMO_TEMPLATE, {
      list: async () => {
        const index = await docs();
        return { resources: index.demos.map((demo) => ({ uri: demoUri(demo), name: `${routeKey(demo.page)}/${demo.name}`, title: demo.name, description: `A demo of ${demo.page}`, mimeType: 'text/typescript' })) };
      },
      complete: { name: completing(async () => (await docs()).demos.map((demo) => demo.name)) },
    }),
    { title: 'Demo source', description: "A demo's TypeScript source, then the local files it imports: mui-x-docs://demo/x/react-data-grid/sorting/ServerSortOrdersGrid.", mimeType: 'text/typescript' },
    async (uri, variables): Promise<ReadResourceResult> => {
      const index = await docs();
      const demo = findDemo(index, variable(variables.name), routeOfVariable(variables.page));
      const answer = demoAnswer(index, demo, await site.json(demo.code), 'ts');
      // Each file its own content, named by a query on the demo's address, so a client keeps them apart.
      const files = [answer.main, ...answer.files].map((file, order) => ({ uri: order === 0 ? uri.href : `${uri.href}?file=${encodeURIComponent(file.name)}`, mimeType: 'text/typescript', text: file.code }));
      return { contents: files };
    },
  );
}
