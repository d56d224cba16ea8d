/**
 * The docs' MCP server: the tools (docsTools.ts) and resources (docsResources.ts) over one built
 * site, read through a SiteReader (siteReader.ts). scripts/mcp-server.ts connects it to stdio.
 */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { registerDocsResources } from './docsResources';
import { openDocsSite } from './docsSite';
import { registerDocsTools, type Log } from './docsTools';
import type { SiteReader } from './siteReader';

export const SERVER_NAME = 'mui-x-docs';
export const SERVER_VERSION = '1.0.0';

/** What a client may hand its model about how to use the server. */
const INSTRUCTIONS = [
  'The MUI X documentation (Data Grid, Date and Time Pickers, Charts, Tree View), read from a built copy of the site.',
  'Start with search_docs for a question or an API name; read a page whole with get_page_markdown, a component or interface with get_api_reference, a demo with get_demo_source; list_pages lists the pages of a product.',
  'An unknown name or page answers with the closest ones the docs have.',
].join(' ');

export function createDocsServer(reader: SiteReader, log: Log): McpServer {
  const server = new McpServer({ name: SERVER_NAME, version: SERVER_VERSION }, { instructions: INSTRUCTIONS });
  const site = openDocsSite(reader);
  registerDocsTools(server, site, log);
  registerDocsResources(server, site);
  return server;
}
