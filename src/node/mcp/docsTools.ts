/**
 * The MCP server's tools: each reads what it needs of the site (docsSite.ts) and hands it to its
 * answer's pure function. Anything that goes wrong, an unknown name, a page not written, a site
 * that cannot be read, comes back as a tool error the agent reads and can act on; the server
 * itself carries on.
 */
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { apiAnswer, findApiEntry } from './apiAnswer';
import { DocsLookupError } from './closestMatches';
import { demoAnswer, findDemo } from './demoAnswer';
import { readApiData, readPageMarkdown, type DocsSite } from './docsSite';
import { findPage } from './pageAnswer';
import { pageListAnswer } from './pageListAnswer';
import { DEFAULT_SEARCH_LIMIT, searchAnswer } from './searchAnswer';

export type Log = (line: string) => void;

const textResult = (text: string): CallToolResult => ({ content: [{ type: 'text', text }] });
const jsonResult = (value: unknown): CallToolResult => textResult(JSON.stringify(value, null, 2));

/** Runs a tool's work; a failure is the agent's to read, logged too when it is the site's and not the agent's. */
async function guarded(tool: string, log: Log, work: () => Promise<CallToolResult>): Promise<CallToolResult> {
  try {
    return await work();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (!(error instanceof DocsLookupError)) log(`${tool}: ${message}`);
    return { content: [{ type: 'text', text: message }], isError: true };
  }
}

const product = z.string().min(1).optional().describe('A product id or name: "x-data-grid", "Data Grid", "x-date-pickers", "Charts", "Tree View".');

export function registerDocsTools(server: McpServer, site: DocsSite, log: Log): void {
  server.registerTool(
    'search_docs',
    {
      title: 'Search the MUI X docs',
      description:
        "Searches the MUI X documentation the way the site's own search box does: guides for a question (\"how to sort on the server\"), API pages and entries for a name (\"getRowId\", \"DataGridPro\"). Each hit gives the page title, the section (heading, prop, slot or CSS class) holding the words, the product, the page's URL (at the section's anchor) and the URL of its Markdown twin.",
      inputSchema: {
        query: z.string().trim().min(1).max(200).describe('What to look for: words of a question, or an API name.'),
        product,
        limit: z.number().int().min(1).max(50).optional().describe(`How many pages at most (default ${DEFAULT_SEARCH_LIMIT}).`),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    (input) => guarded('search_docs', log, async () => jsonResult(searchAnswer(await site.docs(), await site.searchMap(), input))),
  );

  server.registerTool(
    'get_page_markdown',
    {
      title: 'Read a docs page as Markdown',
      description:
        "Returns a page of the MUI X docs as Markdown: its whole text with every demo's source inlined. Takes the page's route (\"/x/react-data-grid/sorting/\", with or without the trailing slash), its full URL, or its Markdown twin's path (\".md\"). An unknown page answers with the closest routes.",
      inputSchema: { page: z.string().trim().min(1).max(500).describe('Route, URL or .md path of the page: "/x/react-data-grid/sorting".') },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ page }) => guarded('get_page_markdown', log, async () => textResult(await readPageMarkdown(site, findPage(await site.docs(), page)))),
  );

  server.registerTool(
    'get_api_reference',
    {
      title: 'Get a component or interface API',
      description:
        'Returns the API of an MUI X component ("DataGrid", "DatePicker", "PieChart") or interface ("GridColDef") as JSON: props (or properties) with name, type as written in code, default, required and a Markdown description; slots; CSS classes; import lines; the guides that show it. Names are matched in any case; an unknown name answers with the closest ones.',
      inputSchema: { name: z.string().trim().min(1).max(200).describe('Component or interface name: "DataGrid", "GridColDef".'), product },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ name, product: owner }) =>
      guarded('get_api_reference', log, async () => {
        const docs = await site.docs();
        const entry = findApiEntry(docs, name, owner);
        return jsonResult(apiAnswer(docs, entry, await readApiData(site, entry)));
      }),
  );

  server.registerTool(
    'get_demo_source',
    {
      title: "Get a demo's source code",
      description:
        'Returns the source of a demo of the MUI X docs, by the name its page gives it ("ServerSortOrdersGrid"), as JSON: the demo file and the local files it imports, each with its file name, in TypeScript (default) or JavaScript. Demo names appear in the pages\' Markdown.',
      inputSchema: {
        name: z.string().trim().min(1).max(200).describe('The demo\'s name: "ServerSortOrdersGrid".'),
        page: z.string().trim().min(1).max(500).optional().describe('The route of the page that shows it, when several pages have a demo of that name.'),
        language: z.enum(['ts', 'js']).optional().describe('"ts" (default) or "js".'),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ name, page, language }) =>
      guarded('get_demo_source', log, async () => {
        const docs = await site.docs();
        const demo = findDemo(docs, name, page);
        return jsonResult(demoAnswer(docs, demo, await site.json(demo.code), language));
      }),
  );

  server.registerTool(
    'list_pages',
    {
      title: 'List the docs pages',
      description:
        "Lists the pages of the MUI X docs, of one product or of all, in the nav's order, grouped by product: each with its title, route, URL, Markdown twin URL, kind (guide, api, api-index) and description.",
      inputSchema: { product, kind: z.enum(['guide', 'api', 'all']).optional().describe('Only guides, only API pages, or all (default).') },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    (input) => guarded('list_pages', log, async () => jsonResult(pageListAnswer(await site.docs(), input))),
  );
}
